# Sourced by .ci/run and .ci/play: the Debian packages the game needs, in one
# list so that testing and playing cannot drift apart, and how to install the
# missing ones (with sudo only when not root).

# To build Bevy.
build_packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
# To open the window and draw (X11 keyboard, Vulkan), and Chinese text in the menus.
play_packages=(libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers fonts-wqy-microhei)
# To run the visual test without a display, and send the window real key
# events and window-manager requests (xdotool) and read its size (xwininfo);
# and to read the worksheets' PDFs back (poppler's pdfinfo, pdftotext, pdftoppm).
# And to read the game as a screen reader does: a private D-Bus session, the
# accessibility bus and its Python bindings (the AT-SPI probe).
# And to hear the game as a blind player does: Debian's real Orca, with
# speech-dispatcher (its generic module writes what is spoken to a file),
# and dconf with gsettings for the desktop's screen-reader switch.
test_packages=(xvfb xauth xdotool x11-utils poppler-utils dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0
  orca speech-dispatcher python3-speechd dconf-service dconf-cli libglib2.0-bin gsettings-desktop-schemas)

# install_missing PACKAGE...: installs those that are not installed yet.
install_missing() {
  if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
    echo "not Debian: make sure these (or your system's names for them) are installed: $*" >&2
    return 0
  fi
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "missing packages: ${missing[*]}; install them as root (or install sudo), then run this again" >&2
      return 1
    fi
    sudo=(sudo)
  fi
  echo "installing: ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  # sudo clears the environment, so the frontend goes through env.
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
