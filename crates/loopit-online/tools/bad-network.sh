#!/bin/sh
# A game under a bad network: the dedicated server in one network namespace, the load tool's
# four computer clients in another, joined by a veth pair whose both ends delay every packet by
# 200 ms and lose 5 % of them (tc netem). Prints the load tool's report (round trips p50/p99).
#
#   sudo crates/loopit-online/tools/bad-network.sh [ROOMS] [THINK_MS]
#
# Needs root (ip netns, tc) and builds of loopit-server and the load example (release, or
# PROFILE=debug for the debug ones):
#   cargo build --release -p game-server -p loopit-online --example load
# Only the two namespaces it makes are touched (addresses 10.77.0.1 and 10.77.0.2 inside them);
# they are removed at the end, whatever happens.
set -eu

ROOMS=${1:-1}
THINK_MS=${2:-200}
TARGET=${CARGO_TARGET_DIR:-$(dirname "$0")/../../../target}
PROFILE=${PROFILE:-release}
SERVER=$TARGET/$PROFILE/loopit-server
LOAD=$TARGET/$PROFILE/examples/load
SRV=loopit-bad-srv
CLI=loopit-bad-cli
DATA=$(mktemp -d)

cleanup() {
    [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null || true
    ip netns del "$SRV" 2>/dev/null || true
    ip netns del "$CLI" 2>/dev/null || true
    rm -rf "$DATA"
}
trap cleanup EXIT INT TERM

ip netns add "$SRV"
ip netns add "$CLI"
ip link add veth-bad-srv type veth peer name veth-bad-cli
ip link set veth-bad-srv netns "$SRV"
ip link set veth-bad-cli netns "$CLI"
ip -n "$SRV" addr add 10.77.0.1/24 dev veth-bad-srv
ip -n "$CLI" addr add 10.77.0.2/24 dev veth-bad-cli
for ns in "$SRV" "$CLI"; do
    ip -n "$ns" link set lo up
done
ip -n "$SRV" link set veth-bad-srv up
ip -n "$CLI" link set veth-bad-cli up
# Both ways: a round trip crosses 400 ms of delay; a lost segment waits for TCP to send it again.
tc -n "$SRV" qdisc add dev veth-bad-srv root netem delay 200ms loss 5%
tc -n "$CLI" qdisc add dev veth-bad-cli root netem delay 200ms loss 5%
echo "ping across the link (200 ms each way, 5 % loss):"
ip netns exec "$CLI" ping -c 5 -q 10.77.0.1 | tail -2

ip netns exec "$SRV" "$SERVER" --listen 10.77.0.1:7878 --data "$DATA" --allow-seeds \
    --computer-delay 0 &
PID=$!
# Until the server listens (at most 10 s).
tries=0
until ip netns exec "$CLI" bash -c 'exec 3<>/dev/tcp/10.77.0.1/7878' 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 50 ] || { echo "the server does not listen" >&2; exit 1; }
    sleep 0.2
done
ip netns exec "$CLI" "$LOAD" "$ROOMS" "$THINK_MS" 900 ws://10.77.0.1:7878/ws "$PID"
