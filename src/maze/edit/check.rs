//! The check characters of share codes, which refuse every typo of one
//! character: any character changed into any other, inserted or deleted,
//! and any two neighbours swapped.
//!
//! A share code is a body, a dot and two check characters `PK` in base 36,
//! which say the number `V = 2 × (S mod 647) + (L mod 2)` (`V = 36 P + K`,
//! at most 1,293), where `L` is the body's length and `S` the sum over its
//! characters of `w(i) × v(c)`: `v` is a letter's or digit's base-36 value,
//! 36 for `-`, 37 for `.` and 38 for `:`; `w(i) = (i mod 646) + 1` for the
//! character at place `i`. Since 647 is prime and every weight and every
//! difference of two values or of two neighbouring weights lies between 1
//! and 646:
//!
//! - a character changed into another changes `S` by `w(i) × (v − v′)`,
//!   never a multiple of 647;
//! - two neighbours of different values swapped change `S` by
//!   `(w(i) − w(i+1)) × (v(i+1) − v(i))`, never a multiple of 647;
//! - a character inserted or deleted changes `L` by one, so `V`'s last bit.
//!
//! The last dot ends the body, and the check is exactly two characters: a
//! typo that moves, adds or takes away that dot, or touches the check
//! characters, leaves a check part of another length, a character that is
//! no base-36 digit, or a different `V` (the two swapped).

/// The prime the weighted sum is taken modulo.
const PRIME: u32 = 647;

/// A code character's value in the check; `None` for a character no code has.
fn value(b: u8) -> Option<u32> {
    match b {
        b'-' => Some(36),
        b'.' => Some(37),
        b':' => Some(38),
        _ => char::from(b).to_digit(36).filter(|_| !b.is_ascii_uppercase()),
    }
}

/// The two check characters of `body` (lower-case letters, digits, `-`, `.` and `:`).
pub fn check_chars(body: &str) -> String {
    let sum = body.bytes().enumerate().fold(0, |s, (i, b)| {
        let v = value(b).expect("a code's characters");
        (s + (i as u32 % (PRIME - 1) + 1) * v) % PRIME
    });
    let v = 2 * sum + body.len() as u32 % 2;
    [v / 36, v % 36].iter().map(|&d| char::from_digit(d, 36).expect("below 36")).collect()
}

/// The body of a (lowercased) share code whose check characters match;
/// a wrong or missing check, or a character no code has, is a mistyped code.
pub fn checked_body(code: &str) -> Result<&str, String> {
    let mistyped = |why: &str| {
        format!("share code '{code}' is mistyped: {why}; copy the whole code again, up to its last character")
    };
    if let Some(c) = code.chars().find(|&c| !u8::try_from(c).is_ok_and(|b| value(b).is_some())) {
        return Err(mistyped(&format!("{c:?} is in no share code (letters, digits, '-', '.' and ':')")));
    }
    let (body, check) = code.rsplit_once('.').ok_or_else(|| mistyped("the check characters are missing"))?;
    if check.len() != 2 || check != check_chars(body) {
        return Err(mistyped("its check characters do not match the rest"));
    }
    Ok(body)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz-.:";

    /// Every code one typo away from `code`: each character changed into
    /// every other, a character inserted or deleted anywhere, two
    /// neighbours swapped.
    pub(crate) fn typos(code: &str) -> Vec<String> {
        let b = code.as_bytes();
        let mut out: Vec<Vec<u8>> = Vec::new();
        for i in 0..=b.len() {
            for &c in ALPHABET {
                out.push([&b[..i], &[c], &b[i..]].concat());
                if i < b.len() && b[i] != c {
                    out.push([&b[..i], &[c], &b[i + 1..]].concat());
                }
            }
            if i < b.len() {
                out.push([&b[..i], &b[i + 1..]].concat());
            }
            if i + 1 < b.len() && b[i] != b[i + 1] {
                let mut s = b.to_vec();
                s.swap(i, i + 1);
                out.push(s);
            }
        }
        out.into_iter().map(|t| String::from_utf8(t).expect("ASCII")).filter(|t| t != code).collect()
    }

    #[test]
    fn every_typo_of_one_character_fails_the_check() {
        // Bodies of every length up to 700 (past the weights' cycle of 646),
        // of characters drawn by a fixed stream over the whole alphabet.
        let mut state = 12345u64;
        let mut tried = 0;
        for len in (1..=40).chain([200, 645, 646, 647, 700]) {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let body: String = (0..len)
                .map(|i| {
                    let x = state.wrapping_mul(i as u64 + 1).rotate_left(17) ^ state;
                    char::from(ALPHABET[(x % 39) as usize])
                })
                .collect();
            let code = format!("{body}.{}", check_chars(&body));
            assert_eq!(checked_body(&code), Ok(body.as_str()));
            for typo in typos(&code) {
                tried += 1;
                assert!(checked_body(&typo).is_err(), "{typo} (from {code}) passes");
            }
        }
        eprintln!("{tried} typos tried");
        assert!(tried > 250_000, "{tried}");
    }

    #[test]
    fn a_wrong_character_or_check_is_refused_with_the_reason() {
        let err = checked_body("dabc.x_").unwrap_err();
        assert!(err.contains("'_' is in no share code"), "{err}");
        assert!(checked_body("dabc").unwrap_err().contains("missing"));
        let code = format!("dabc.{}", check_chars("dabc"));
        assert_eq!(checked_body(&code), Ok("dabc"));
        assert!(checked_body(&format!("{code}0")).unwrap_err().contains("do not match"));
    }
}
