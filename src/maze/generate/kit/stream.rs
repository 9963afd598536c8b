//! The output stream of a [`Pcg64Mcg`], made many outputs at a time, for the
//! one-pass generators whose coins decide how many more numbers a cell draws.
//!
//! A `Pcg64Mcg` steps its 128-bit state by one multiplication and outputs a
//! function of the state, so its outputs are a fixed sequence whoever reads
//! them: the generator's k-th output comes from `state × Mᵏ`. Reading that
//! sequence from a buffer, a generator can work out which outputs are coins
//! and which are numbers without a branch, where calling the rng once or
//! twice a cell is a branch that the processor guesses wrong about every
//! other cell. The buffer is filled two
//! states at a time, each two steps on from the last (independent
//! multiplications, not a chain of them), and when the stream is dropped the
//! rng is moved on by exactly the outputs read, so it is left as if they had
//! been drawn one by one.

use rand_pcg::Pcg64Mcg;

use super::pcg::{output, power};

/// How many states apart the lanes that fill the buffer step.
const LANES: usize = 2;

/// Outputs held at most.
const CAPACITY: usize = 1024;

/// Outputs a reader sees at a time.
pub(crate) const WINDOW: usize = 256;

/// The outputs `rng` would give, held in a buffer; see the module's text.
pub(crate) struct Stream<'a> {
    rng: &'a mut Pcg64Mcg,
    /// The state of the last output made into the buffer.
    made: u128,
    buf: Box<[u64; CAPACITY]>,
    /// Outputs in `buf`.
    len: usize,
    /// The next output to read in `buf`.
    at: usize,
    /// Outputs read before `buf[0]`.
    read_before: u64,
}

impl<'a> Stream<'a> {
    /// The stream of `rng`'s next outputs.
    pub(crate) fn new(rng: &'a mut Pcg64Mcg) -> Self {
        let made = rng.state();
        Self { rng, made, buf: Box::new([0; CAPACITY]), len: 0, at: 0, read_before: 0 }
    }

    /// The next [`WINDOW`] outputs, the first the next to read; the reader
    /// marks how many it read with [`Stream::skip`].
    #[inline]
    pub(crate) fn window(&mut self) -> &[u64; WINDOW] {
        if self.len - self.at < WINDOW {
            self.refill();
        }
        self.buf[self.at..self.at + WINDOW].try_into().expect("a window's length")
    }

    /// Marks the first `read` outputs of the last [`Stream::window`] read.
    #[inline]
    pub(crate) fn skip(&mut self, read: usize) {
        debug_assert!(read <= WINDOW, "read past the window");
        self.at += read;
    }

    /// Drops the outputs read, moves the rest to the front and makes new
    /// ones until the buffer is full (but for fewer than `LANES`).
    #[cold]
    fn refill(&mut self) {
        self.buf.copy_within(self.at..self.len, 0);
        self.read_before += self.at as u64;
        self.len -= self.at;
        self.at = 0;
        let fresh = (CAPACITY - self.len) / LANES * LANES;
        let step = const { power(LANES as u128) };
        let mut lanes: [u128; LANES] = std::array::from_fn(|j| self.made.wrapping_mul(power(j as u128 + 1)));
        for out in self.buf[self.len..self.len + fresh].chunks_exact_mut(LANES) {
            for (o, s) in out.iter_mut().zip(&mut lanes) {
                *o = output(*s);
                *s = s.wrapping_mul(step);
            }
        }
        self.len += fresh;
        self.made = self.made.wrapping_mul(power(fresh as u128));
    }
}

impl Drop for Stream<'_> {
    /// Leaves the rng as if it had drawn exactly the outputs read.
    fn drop(&mut self) {
        self.rng.advance(u128::from(self.read_before + self.at as u64));
    }
}
