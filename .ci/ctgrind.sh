#!/usr/bin/env bash
# Constant-time checks under valgrind's memcheck (see internal/ctgrind/doc.go).
#
# Builds internal/ctgrind's tests with -tags valgrind and runs each
# TestCanary* and TestCT* test alone under memcheck. ctgrind.Secret marks
# bytes "undefined", so a branch or memory address that depends on them is
# reported as a use of uninitialised memory whose origin is Secret's client
# request. Only those reports count: the Go runtime also draws many
# memcheck complaints of its own (goroutine stack switches, its allocator),
# and those have other origins or none.
#
# Fails if a TestCanary* test (deliberate leaks) is NOT reported, if a TestCT*
# test (constant-time code and the controls) IS reported, or if a test fails.
#
# Environment: CTGRIND_RUN=regexp limits the tests (default all);
# CTGRIND_LOGDIR=dir keeps the valgrind logs there; CTGRIND_JOBS=n runs n
# tests at a time (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq valgrind >/dev/null
fi
if [[ "$(go env GOOS)/$(go env GOARCH)" != linux/amd64 ]]; then
	echo "ctgrind: the client requests exist on linux/amd64 only; skipping" >&2
	exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
logdir=${CTGRIND_LOGDIR:-$work/logs}
mkdir -p "$logdir"

bin=$work/ctgrind.test
go test -c -tags valgrind -o "$bin" ./internal/ctgrind

mapfile -t tests < <("$bin" -test.list '^Test(Canary|CT)' | grep -E "${CTGRIND_RUN:-.}" || true)
for required in TestCanaryBranch TestCanaryTableIndex TestCanaryEarlyExitCompare TestCTConstantTimeCompare; do
	if [[ " ${tests[*]} " != *" $required "* && -z "${CTGRIND_RUN:-}" ]]; then
		echo "ctgrind: the harness's own test $required is missing" >&2
		exit 1
	fi
done

# Go under valgrind: asynchronous preemption sends SIGURG to running
# goroutines, which valgrind delivers slowly and which adds stack-switch
# noise; valgrind runs one thread at a time anyway, so GOMAXPROCS=1 costs
# nothing and keeps the GC's helper threads few.
export GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1

vg=(valgrind --tool=memcheck --track-origins=yes --error-exitcode=0 --error-limit=no
	--num-callers=24 --read-inline-info=yes)

# The CPU valgrind emulates is narrower than the machine: say which tiers
# the constant-time tests below actually covered.
"${vg[@]}" --log-file="$logdir/cpu.log" "$bin" -test.run '^TestValgrindCPU$' -test.v >"$logdir/cpu.out" 2>&1 || true
grep -o 'CPU under valgrind: .*' "$logdir/cpu.out" | sed 's/^/ctgrind: /' || true

# secret_errors LOG prints one line per distinct memcheck report whose
# uninitialised value was created by ctgrind.Secret's client request: the
# first frame of the report, i.e. where the secret was used.
secret_errors() {
	awk '
	function flush() {
		if (rec ~ /created by a client request/ && rec ~ /ctgrind\.Secret[ (]/) {
			print kind " at " site
		}
		rec = ""; kind = ""; site = ""
	}
	{
		line = $0
		sub(/^==[0-9]+== ?/, "", line)
		if (line == "") { flush(); next }
		rec = rec "\n" line
		if (kind == "" && line !~ /^Thread [0-9]+:$/ && line !~ /^ /) kind = line
		if (site == "" && line ~ /^ +at 0x/) {
			site = line
			sub(/^ +at 0x[0-9A-Fa-f]+: /, "", site)
			sub(/^github\.com\/ctcrypto\/ctcrypto\//, "", site)
		}
	}
	END { flush() }' "$1"
}

# run_one TEST runs one test under memcheck, prints its summary line (and
# details on failure) in one write, and leaves TEST.fail behind if it failed.
run_one() {
	local t=$1 log=$logdir/$1.log out=$logdir/$1.out t0=$SECONDS rc=0
	"${vg[@]}" --log-file="$log" "$bin" -test.run "^$t\$" -test.count=1 -test.v >"$out" 2>&1 || rc=$?
	local leaks n want got verdict why first report
	mapfile -t leaks < <(secret_errors "$log")
	n=${#leaks[@]}
	case $t in
	TestCanary*) want=reported ;;
	*) want=clean ;;
	esac
	got=clean
	((n == 0)) || got=reported
	verdict=ok
	if ((n == 0)) && grep -q "^--- SKIP: $t " "$out"; then
		# A tier the emulated CPU lacks; say why, from the t.Skip message.
		got=skipped
		why=$(sed -n 's/^[[:space:]]\{1,\}[a-z0-9_]*\.go:[0-9]*: //p' "$out" | head -1)
		verdict="ok (${why:-skipped})"
		[[ $want == clean ]] || verdict="FAIL (a canary must run)"
	fi
	if ((rc != 0)); then
		verdict="FAIL (test exited $rc)"
	elif [[ $got != "$want" && $got != skipped ]]; then
		verdict="FAIL (want $want)"
	fi
	first=""
	((n == 0)) || first=": ${leaks[0]}"
	report=$(printf 'ctgrind: %-40s %-8s %2d site(s) %4ds  %s%s' "$t" "$got" "$n" "$((SECONDS - t0))" "$verdict" "$first")
	if [[ $verdict == FAIL* ]]; then
		touch "$logdir/$t.fail"
		if ((rc != 0)); then report+=$'\n'$(sed 's/^/    /' "$out"); fi
		if [[ $want == clean ]]; then report+=$'\n'$(printf '    %s\n' "${leaks[@]}"); fi
	fi
	printf '%s\n' "$report"
	touch "$logdir/$t.done"
}
export -f run_one secret_errors
export logdir bin
export VG_OPTS="${vg[*]}"

# CTGRIND_JOBS=N runs N tests at once (default 1: the machine may be shared).
start=$SECONDS
printf '%s\n' "${tests[@]}" |
	xargs -P "${CTGRIND_JOBS:-1}" -I{} bash -c 'set -uo pipefail; read -ra vg <<<"$VG_OPTS"; run_one "$1"' _ {} || true
failures=$(find "$logdir" -name '*.fail' | wc -l)
done=$(find "$logdir" -name '*.done' | wc -l)
if ((done != ${#tests[@]})); then
	echo "ctgrind: only $done of ${#tests[@]} tests completed their check" >&2
	failures=$((failures + ${#tests[@]} - done))
fi

echo "ctgrind: ${#tests[@]} tests, $failures failed, $((SECONDS - start))s (logs: ${CTGRIND_LOGDIR:-deleted; set CTGRIND_LOGDIR to keep})"
((failures == 0))
