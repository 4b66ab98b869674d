# Two commands run the project on a fresh machine: `make run` and `make test`.
# Each installs only what it needs first (scripts/bootstrap run|test|bench is idempotent).
SHELL := /bin/bash
# Debug builds carry no DWARF: nothing here reads it (no debugger on CI, backtraces still name
# functions), and a clean build of everything with its tests is the biggest part of `make test`
# on two cores. Each module compiles as a whole (`-wmo`, still unoptimized, its code generated on
# as many threads as cores): the clean build in `make test` took 935-997 s instead of 1,133 s on
# two cores, since files of one module are no longer parsed again by every compiler job. (The
# index store stays: on Linux, test discovery reads it.) Every `swift build` below passes the same
# flags, so `make run` after `make test` reuses that build. For a debugger and quick incremental
# builds: `make run SWIFT_BUILD_FLAGS=`.
NPROC := $(shell nproc 2>/dev/null || echo 2)
SWIFT_BUILD_FLAGS ?= -debug-info-format none -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc $(NPROC)
export SUITE_DATA_DIR ?= ./data
# `make run V=1` shows the compiler's progress and warnings; by default only errors.
QUIET := $(if $(V),,--quiet)

.PHONY: run cluster test check-imports test-swift test-postgres test-s3 test-cluster test-python test-crash test-push test-uploads test-client test-contract test-browser bench bootstrap build clean

## Everything any target needs (run, test and bench).
bootstrap:
	@scripts/bootstrap test
	@scripts/bootstrap bench

build:
	@scripts/bootstrap run
	swift build $(QUIET) $(SWIFT_BUILD_FLAGS) --product suite

# The server binary, rebuilt only when a source or the manifest is newer. Asking SwiftPM on an
# unchanged tree is not free: every `swift build` also builds the OpenAPI generator plugin's tool
# in a second build database that shares object files with the first, and when the two disagree
# (after `swift build --build-tests` or an interrupted build) it relinks the tool and re-runs the
# generator: 40-140 s on a busy machine for no change at all.
SUITE_BIN := .build/$(if $(findstring release,$(SWIFT_BUILD_FLAGS)),release,debug)/suite
SOURCES := Package.swift $(wildcard Package.resolved) $(shell find Sources -type f)
$(SUITE_BIN): $(SOURCES)
	swift build $(QUIET) $(SWIFT_BUILD_FLAGS) --product suite
	@touch $@

# The `memory` command line, the same way (test-client drives it).
MEMORY_BIN := $(dir $(SUITE_BIN))memory
$(MEMORY_BIN): $(SOURCES)
	swift build $(QUIET) $(SWIFT_BUILD_FLAGS) --product memory
	@touch $@

## Start the server on the embedded SQLite default; it prints its URL once it listens.
run:
	@scripts/bootstrap run
	@$(MAKE) --no-print-directory --silent $(SUITE_BIN)
	@$(SUITE_BIN) serve

## The deployed topology on loopback (docs/deploy.md): PostgreSQL, the S3 store, two instances,
## nginx on CLUSTER_PORT (8080); Ctrl-C stops all of it. The cluster lives in ./cluster-run.
cluster:
	@scripts/bootstrap cluster
	@$(MAKE) --no-print-directory --silent $(SUITE_BIN)
	@trap 'scripts/cluster down cluster-run' EXIT; trap 'exit 0' INT TERM; \
	    SUITE_BIN=$(SUITE_BIN) scripts/cluster up cluster-run && echo "Ctrl-C stops the cluster." && \
	    while :; do sleep 3600; done

## Every test: Swift suites on SQLite, the server suites again on PostgreSQL, Python checks, the
## crash test, the contract, then the real browser. Any failure fails the run. First, every module
## must declare what it imports (scripts/check-imports; SwiftPM's own check skips targets with
## generated code), and the backend rules a program can check hold (scripts/check-rules).
##
## The steps run one after another: every one of them keeps two cores busy on its own. Tried
## twice, overlapping them lost time. The browser suite, which looks idle from Python, keeps
## Chromium busy (1.5 cores for one browser); beside it the test targets' build took 781 s
## instead of 203 s (SwiftPM starts the compilers at normal priority whatever `nice` it runs at),
## and the Swift suites took three times as long, with their timed tests running out of time.
test:
	@scripts/bootstrap test
	scripts/check-imports
	scripts/check-rules
	swift build --build-tests --explicit-target-dependency-import-check error $(SWIFT_BUILD_FLAGS)
	$(MAKE) --no-print-directory test-swift test-postgres test-s3 test-cluster test-python test-crash test-push test-uploads test-client test-contract test-browser

check-imports:
	scripts/check-imports

# A Swift suite that hangs (a continuation never resumed) would otherwise hold CI until its own
# limit and print nothing about which test it was; a step gets fifteen minutes (each takes under
# two), then it fails and the lines above name the tests that had started.
SWIFT_STEP_DEADLINE = timeout --kill-after=20s 15m

test-swift:
	$(SWIFT_STEP_DEADLINE) swift test --skip-build

# The test binary itself, so the run can hold at most 8 tests at once: every test server opens a
# pool against the one PostgreSQL, and a hundred at once on two cores starved bursts into timeouts.
test-postgres:
	scripts/with-postgres $(SWIFT_STEP_DEADLINE) "$$(swift build --show-bin-path)/SuitePackageTests.xctest" --testing-library swift-testing \
	    --experimental-maximum-parallelization-width 8 --filter 'ServerCoreTests|SuiteServerTests|BackendTests'

## The S3 media store against a real SeaweedFS (scripts/with-seaweedfs): the store's own suite,
## then the media-heavy backend suites with every file in the bucket (MEDIA_STORE=s3).
test-s3:
	SUITE_TEST_MEDIA_STORE=s3 scripts/with-seaweedfs $(SWIFT_STEP_DEADLINE) swift test --skip-build --filter \
	    'S3MediaStoreTests|MediaCommitTests|PhotoUploadTests|DeclinedPhotoPlaceTests|AccountExportTests|UploadProcessingTests|ArchiveAndPrivacyTests|RemovalTests|AccountDeletionTests'

## Two instances behind nginx on PostgreSQL and the S3 store, through nginx: one scenario file.
test-cluster: $(SUITE_BIN)
	@scripts/bootstrap cluster
	scripts/run-pytest Tests/Cluster

test-python:
	scripts/run-pytest Tests/Calendar

## A real server killed (kill -9) at each point of an upload, restarted, checked (loopback, seconds).
test-crash: $(SUITE_BIN)
	scripts/run-pytest Tests/Crash

## Web Push against a real server and a push service on loopback: bodies decrypted with http-ece,
## VAPID verified with py-vapid; an alarm at its minute, snooze, a moved alarm, 410, 429, kill -9.
test-push: $(SUITE_BIN)
	scripts/run-pytest Tests/Push

## Uploads on a real socket: refused mid-body (size, type from the first bytes), nothing staged,
## the keep-alive connection goes on (seconds).
test-uploads: $(SUITE_BIN)
	scripts/run-pytest Tests/Uploads

## The `memory` command-line client against a real server: an import of 200 photos while the server
## is killed (kill -9) twice and the client once, offline reading and writing, a refused photo.
test-client: $(SUITE_BIN) $(MEMORY_BIN)
	scripts/run-pytest Tests/MemoryCLI

## schemathesis against every contract the built server publishes (Memory Recap, accounts, Disposable).
test-contract: $(SUITE_BIN)
	scripts/contract-test

# Two browsers at once, each with its own server and clock (pytest-xdist); a file's tests stay
# together and in order on one of them, and share its Chromium, wiped clean between tests
# (starting one per test was a sixth of the suite's Chromium CPU). Chromium keeps about a core
# and a half busy per browser, so a third one only queues for the CPU.
test-browser: $(SUITE_BIN)
	PYTEST_ADDOPTS="-n 2 --dist loadfile $${PYTEST_ADDOPTS:-}" scripts/run-pytest Tests/Browser

## Release build, then HTTP load with wrk and the kits' micro-benchmarks, as ratios.
bench:
	@scripts/bootstrap bench
	scripts/bench

clean:
	rm -rf .build test-artifacts
