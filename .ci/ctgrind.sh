#!/usr/bin/env bash
# Copyright 2026 The ctcrypto Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.
#
# Constant-time checks under valgrind's memcheck (see internal/ctgrind/doc.go).
#
# Builds internal/ctgrind's tests with -tags valgrind and runs the
# TestCanary* and TestCT* tests under memcheck. ctgrind.Secret marks bytes
# "undefined", so a branch or memory address that depends on them is
# reported as a use of uninitialised memory whose origin is Secret's client
# request. Only those reports count; anything the Go runtime draws from
# memcheck has another origin or none.
#
# Fails if a TestCanary* test (deliberate leaks) is NOT reported, if a TestCT*
# test (constant-time code and the controls) IS reported, or if a test fails.
#
# By default all tests first run in one valgrind process (a Go test binary
# takes about 2 CPU-seconds just to start under valgrind), and reports are
# attributed to tests by the Test* frame in their stacks. If that run is not
# clean, every test is run again alone, one valgrind process each, and that
# run gives the verdict: memcheck prints each distinct error site once per
# process, so only separate processes attribute shared code to each test.
#
# Environment: CTGRIND_RUN=regexp limits the tests (default all);
# CTGRIND_MODE=each skips the shared run; CTGRIND_LOGDIR=dir keeps the
# valgrind logs there; CTGRIND_JOBS=n runs n single-test processes at a
# time (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq valgrind >/dev/null
fi
case "$(go env GOOS)/$(go env GOARCH)" in
linux/amd64 | linux/386) ;; # GOARCH=386 checks the 386 tiers under valgrind's x86 guest
*)
	echo "ctgrind: the client requests exist on linux/amd64 and linux/386 only; skipping" >&2
	exit 0
	;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
logdir=${CTGRIND_LOGDIR:-$work/logs}
mkdir -p "$logdir"

bin=$work/ctgrind.test
go test -c -tags valgrind -o "$bin" ./internal/ctgrind

# valgrind's 32-bit x86 code generator cannot translate memcheck's
# instrumentation of PSHUFB (the run aborts in vgPlain_translate), so on 386
# the vector-permute tiers (VPAES-SSSE3, GHASH SSSE3) are left to the amd64
# run, which checks the same algorithms; valgrind's x86 guest has no AES-NI
# or PCLMULQDQ either. What 386 adds is its Base code and bigmod/SSE2.
exclude='^$'
[[ "$(go env GOARCH)" == 386 ]] && exclude='VPAES|SSSE3'
mapfile -t tests < <("$bin" -test.list '^Test(Canary|CT)' | grep -E "${CTGRIND_RUN:-.}" | grep -Ev "$exclude" || true)
for required in TestCanaryBranch TestCanaryTableIndex TestCanaryEarlyExitCompare TestCTConstantTimeCompare; do
	if [[ " ${tests[*]} " != *" $required "* && -z "${CTGRIND_RUN:-}" ]]; then
		echo "ctgrind: the harness's own test $required is missing" >&2
		exit 1
	fi
done

# Making Go quiet under memcheck (measured on the canaries and the first
# entry points with valgrind 3.19 and Go 1.26, -tags valgrind):
#  - --max-stackframe=65536: memcheck takes any stack-pointer move smaller
#    than this for a new frame and marks the memory in between undefined.
#    With the default (2 MB) the runtime's moves between goroutine and
#    system stacks are taken for frames: about 2000 spurious reports per
#    run, "created by a stack allocation", which also overwrite the marks of
#    secrets on those stacks. At 65536 there are none; a real frame above
#    64 KB is then taken for a stack switch, which only adds "invalid
#    access" reports without an origin (runtime.getCPUCount's 8 KB frame
#    does that at 8192).
#  - GODEBUG=asyncpreemptoff=1: preemption signals (SIGURG) add a few more
#    spurious reports and valgrind delivers them slowly.
#  - GOMAXPROCS=1: valgrind runs one thread at a time anyway.
export GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1

vg=(valgrind --tool=memcheck --track-origins=yes --error-exitcode=0 --error-limit=no
	--max-stackframe=65536 --num-callers=64 --read-inline-info=yes)

# The CPU valgrind emulates is narrower than the machine: say which tiers
# the constant-time tests below actually covered.
"${vg[@]}" --log-file="$logdir/cpu.log" "$bin" -test.run '^TestValgrindCPU$' -test.v >"$logdir/cpu.out" 2>&1 || true
grep -o 'CPU under valgrind: .*' "$logdir/cpu.out" | sed 's/^/ctgrind: /' || true

# secret_errors LOG prints one line per distinct memcheck report whose
# uninitialised value was created by ctgrind.Secret's client request:
# "TEST<tab>KIND at SITE", where SITE is the first frame (where the secret
# was used) and TEST the innermost Test* function on the stack of the use,
# else of the marking, else "?".
secret_errors() {
	awk '
	function testname(line,    m) {
		if (match(line, /ctgrind(_test)?\.Test[A-Za-z0-9_]+/)) {
			m = substr(line, RSTART, RLENGTH)
			sub(/^[a-z_]*\./, "", m)
			return m
		}
		return ""
	}
	function flush() {
		if (secret) print (usetest != "" ? usetest : (marktest != "" ? marktest : "?")) "\t" kind " at " site
		kind = ""; site = ""; origin = 0; secret = 0; usetest = ""; marktest = ""
	}
	{
		line = $0
		sub(/^==[0-9]+== ?/, "", line)
		if (line == "") { flush(); next }
		if (line ~ /^ *Uninitialised value was created by a client request/) { origin = 1; next }
		if (line ~ /^ *Uninitialised value was created/) { origin = 2; next }
		# The kind is the last unindented line before the first frame (a
		# record may start with warnings that have no blank line after them).
		if (site == "" && origin == 0 && line !~ /^Thread [0-9]+:$/ && line !~ /^ /) { kind = line; next }
		if (line !~ /^ +(at|by) 0x/) next
		if (origin == 0) {
			if (site == "") {
				site = line
				sub(/^ +at 0x[0-9A-Fa-f]+: /, "", site)
				sub(/^github\.com\/ctcrypto\/ctcrypto\//, "", site)
			}
			if (usetest == "") usetest = testname(line)
		} else if (origin == 1) {
			if (line ~ /ctgrind\.Secret[ (]/) secret = 1
			if (marktest == "") marktest = testname(line)
		}
	}
	END { flush() }' "$1"
}

# run_one TEST runs one test under memcheck, prints its summary line (and
# details on failure) in one write, and leaves TEST.fail behind if it failed.
run_one() {
	local t=$1 log=$logdir/$1.log out=$logdir/$1.out t0=$SECONDS rc=0
	"${vg[@]}" --log-file="$log" "$bin" -test.run "^$t\$" -test.count=1 -test.v >"$out" 2>&1 || rc=$?
	local leaks n skipped=0 got=clean v first="" report
	mapfile -t leaks < <(secret_errors "$log" | cut -f2-)
	n=${#leaks[@]}
	((n == 0)) || got=reported
	grep -q "^--- SKIP: $t " "$out" && skipped=1
	v=$(verdict "$t" "$n" "$skipped" "$rc")
	if ((skipped)) && ((n == 0)) && [[ $v == ok ]]; then
		got=skipped
		v="ok ($(skip_reason "$t" "$out"))" # a tier the emulated CPU lacks
	fi
	((n == 0)) || first=": ${leaks[0]}"
	report=$(printf 'ctgrind: %-40s %-8s %2d site(s) %4ds  %s%s' "$t" "$got" "$n" "$((SECONDS - t0))" "$v" "$first")
	if [[ $v == FAIL* ]]; then
		touch "$logdir/$t.fail"
		if ((rc != 0)); then report+=$'\n'$(sed 's/^/    /' "$out"); fi
		if ((n > 0)) && [[ $t != TestCanary* ]]; then report+=$'\n'$(printf '    %s\n' "${leaks[@]}"); fi
	fi
	printf '%s\n' "$report"
	touch "$logdir/$t.done"
}
export -f run_one secret_errors
export logdir bin
export VG_OPTS="${vg[*]}"

# verdict TEST N GOT_SKIPPED RC prints the verdict for a test with N secret
# reports: "ok...", or "FAIL (...)".
verdict() {
	local t=$1 n=$2 skipped=$3 rc=$4 want=clean
	[[ $t == TestCanary* ]] && want=reported
	if ((rc != 0)); then
		echo "FAIL (test failed)"
	elif [[ $skipped == 1 && $want == reported ]]; then
		echo "FAIL (a canary must run)"
	elif [[ $want == reported ]] && ((n == 0)); then
		echo "FAIL (want reported)"
	elif [[ $want == clean ]] && ((n > 0)); then
		echo "FAIL (want clean)"
	else
		echo ok
	fi
}

# run_each runs every test alone, CTGRIND_JOBS at a time.
run_each() {
	rm -f "$logdir"/*.done "$logdir"/*.fail
	# shellcheck disable=SC2016 # expanded by the inner bash
	printf '%s\n' "${tests[@]}" |
		xargs -P "${CTGRIND_JOBS:-1}" -I{} bash -c 'set -uo pipefail; read -ra vg <<<"$VG_OPTS"; run_one "$1"' _ {} || true
	failures=$(find "$logdir" -name '*.fail' | wc -l)
	local completed
	completed=$(find "$logdir" -name '*.done' | wc -l)
	if ((completed != ${#tests[@]})); then
		echo "ctgrind: only $completed of ${#tests[@]} tests completed their check" >&2
		failures=$((failures + ${#tests[@]} - completed))
	fi
}

# run_batch runs all tests in one process and sets failures; it returns
# non-zero if the process did not finish normally.
run_batch() {
	local log=$logdir/all.log out=$logdir/all.out rc=0 re
	re="^($(IFS='|'; echo "${tests[*]}"))\$"
	"${vg[@]}" --log-file="$log" "$bin" -test.run "$re" -test.count=1 -test.v >"$out" 2>&1 || rc=$?
	if ((rc != 0 && rc != 1)); then
		echo "ctgrind: the shared run exited with status $rc" >&2
		return 1
	fi
	secret_errors "$log" >"$logdir/all.secret"
	failures=0
	local t n skipped trc dur v first
	for t in "${tests[@]}"; do
		n=$(awk -F'\t' -v t="$t" '$1 == t' "$logdir/all.secret" | wc -l)
		skipped=0
		trc=0
		if grep -q "^--- SKIP: $t " "$out"; then
			skipped=1
		elif ! grep -q "^--- PASS: $t " "$out"; then
			trc=1 # failed, or never finished
		fi
		dur=$(sed -n "s/^--- [A-Z]*: $t (\([0-9.]*\)s)\$/\1/p" "$out")
		v=$(verdict "$t" "$n" "$skipped" "$trc")
		first=$(awk -F'\t' -v t="$t" '$1 == t { print ": " $2; exit }' "$logdir/all.secret")
		local got=clean
		((n == 0)) || got=reported
		if ((skipped)) && ((n == 0)) && [[ $v == ok ]]; then
			got=skipped
			v="ok ($(skip_reason "$t" "$out"))"
		fi
		printf 'ctgrind: %-40s %-8s %2d site(s) %5ss  %s%s\n' "$t" "$got" "$n" "${dur:-?}" "$v" "$first"
		[[ $v != FAIL* ]] || failures=$((failures + 1))
	done
	local stray
	stray=$(awk -F'\t' '$1 == "?"' "$logdir/all.secret" | wc -l)
	if ((stray > 0)); then
		echo "ctgrind: $stray secret use(s) outside any test's stack:" >&2
		awk -F'\t' '$1 == "?" { print "    " $2 }' "$logdir/all.secret" >&2
		failures=$((failures + stray))
	fi
}

# skip_reason TEST OUT prints the t.Skip message of TEST from -test.v output.
skip_reason() {
	awk -v t="$2" -v name="$1" '
		$0 ~ "^=== RUN   " name "$" { on = 1; next }
		on && /^=== RUN/ { on = 0 }
		on && /^[ \t]+[A-Za-z0-9_]+\.go:[0-9]+: / { sub(/^[ \t]+[A-Za-z0-9_]+\.go:[0-9]+: /, ""); print; exit }
	' "$2"
}
export -f skip_reason verdict

start=$SECONDS
failures=0
mode=${CTGRIND_MODE:-batch}
if [[ $mode == batch ]]; then
	if run_batch && ((failures == 0)); then
		echo "ctgrind: ${#tests[@]} tests in one process, 0 failed, $((SECONDS - start))s (logs: ${CTGRIND_LOGDIR:-deleted; set CTGRIND_LOGDIR to keep})"
		exit 0
	fi
	echo "ctgrind: the shared run was not clean; running each test alone for the verdict"
fi
run_each
echo "ctgrind: ${#tests[@]} tests one per process, $failures failed, $((SECONDS - start))s (logs: ${CTGRIND_LOGDIR:-deleted; set CTGRIND_LOGDIR to keep})"
((failures == 0))
