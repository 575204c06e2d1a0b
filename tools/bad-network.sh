#!/bin/sh
# A bad network on the loopback, for playing online games by hand or running the server's tests
# under it: delay with jitter, loss, reordering, or a stall. Linux with the netem queueing
# discipline (module sch_netem) and root (or CAP_NET_ADMIN). It changes every program's loopback
# traffic on this machine until removed: `tools/bad-network.sh off`.
#
#   tools/bad-network.sh slow      # 100 ms ± 50 ms each way, 2 % of packets lost
#   tools/bad-network.sh awful     # 300 ms ± 150 ms, 10 % lost, 5 % reordered
#   tools/bad-network.sh stall     # every packet held 5 s (a stall: clients should say reconnecting)
#   tools/bad-network.sh custom ARGS...   # any netem arguments, e.g. `delay 50ms loss 1%`
#   tools/bad-network.sh show      # what is set now
#   tools/bad-network.sh off       # back to a plain loopback
#
# Then, say: cargo test -p netplay --features testing; cargo test -p game-server.
set -eu
DEV=${DEV:-lo}

case "${1:-}" in
slow) set -- delay 100ms 50ms distribution normal loss 2% ;;
awful) set -- delay 300ms 150ms distribution normal loss 10% reorder 5% 50% ;;
stall) set -- delay 5s ;;
custom) shift ;;
show) tc qdisc show dev "$DEV"; exit 0 ;;
off)
    # Nothing set is not an error.
    tc qdisc del dev "$DEV" root 2>/dev/null || true
    tc qdisc show dev "$DEV"
    exit 0
    ;;
*)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac

if ! command -v tc >/dev/null 2>&1; then
    echo "error: tc not found (package iproute2)" >&2
    exit 2
fi
# Replace whatever is set, so that running it twice does not stack two delays.
tc qdisc replace dev "$DEV" root netem "$@"
tc qdisc show dev "$DEV"
echo "set on $DEV; remove with: $0 off" >&2
