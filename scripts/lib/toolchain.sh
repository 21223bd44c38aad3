# Sourced by the quick-start scripts and CI: brings a fresh Node 20 machine up to what the workspace needs.
# Only the npm registry and Debian's packages are used (see ../shared/TOOLCHAIN.md).

PNPM_VERSION="10.34.9"
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1
export STORYBOOK_DISABLE_TELEMETRY=1

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return
  fi
  echo "==> Installing pnpm $PNPM_VERSION with npm (corepack cannot verify signatures here)"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
}

# Debian's Chromium for the end-to-end and story tests; browsers are never downloaded by a test tool.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    return
  fi
  echo "==> Installing Chromium from Debian's packages"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

install_workspace() {
  echo "==> Installing the workspace"
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
}
