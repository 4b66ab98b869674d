# Two commands run the project on a fresh machine: `make run` and `make test`.
# Each installs only what it needs first (scripts/bootstrap run|test|bench is idempotent).
SHELL := /bin/bash
# Debug builds carry no DWARF: nothing here reads it (no debugger on CI, backtraces still name
# functions), and a clean build of everything with its tests is the biggest part of `make test`
# on two cores. Each module compiles as a whole (`-wmo`, still unoptimized, its code generated on
# as many threads as cores): a clean build of the products and tests took 1,047 s instead of
# 1,133 s, since files of one module are no longer parsed again by every compiler job. (The
# index store stays: on Linux, test discovery reads it.) Every `swift build` below passes the same
# flags, so `make run` after `make test` reuses that build. For a debugger and quick incremental
# builds: `make run SWIFT_BUILD_FLAGS=`.
NPROC := $(shell nproc 2>/dev/null || echo 2)
SWIFT_BUILD_FLAGS ?= -debug-info-format none -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc $(NPROC)
export SUITE_DATA_DIR ?= ./data
# `make run V=1` shows the compiler's progress and warnings; by default only errors.
QUIET := $(if $(V),,--quiet)

.PHONY: run test test-build-then-products check-imports test-swift test-postgres test-python test-crash test-client test-contract test-browser bench bootstrap build clean

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

## Every test: Swift suites on SQLite, the server suites again on PostgreSQL, Python checks, the
## crash test, the contract, the real browser. Any failure fails the run. First, every module
## must declare what it imports (scripts/check-imports; SwiftPM's own check skips targets with
## generated code).
##
## On two cores the steps overlap where they can. The products (server, client) build first; then
## the browser tests, which mostly wait for pages and use about a third of the cores, run beside
## the build of the test targets (at a lower priority, so pages are not starved) and the steps that
## need only the products. The Swift suites run last and alone: beside the browser they took three
## times as long and their timed tests (50 parallel writes, a lost answer resent) ran out of time.
TEST_BUILD_FLAGS := $(SWIFT_BUILD_FLAGS) --explicit-target-dependency-import-check error
test:
	@scripts/bootstrap test
	scripts/check-imports
	swift build $(TEST_BUILD_FLAGS)
	@touch $(SUITE_BIN) $(MEMORY_BIN)
	$(MAKE) --no-print-directory -j2 --output-sync=recurse test-browser test-build-then-products
	$(MAKE) --no-print-directory test-swift test-postgres

# One step after another (a sub-make would take a free job slot once the browser is done).
test-build-then-products:
	nice -n 10 swift build --build-tests $(TEST_BUILD_FLAGS)
	for step in test-python test-crash test-client test-contract; do \
	    $(MAKE) --no-print-directory $$step || exit 1; done

check-imports:
	scripts/check-imports

test-swift:
	swift test --skip-build

# The test binary itself, so the run can hold at most 8 tests at once: every test server opens a
# pool against the one PostgreSQL, and a hundred at once on two cores starved bursts into timeouts.
test-postgres:
	scripts/with-postgres "$$(swift build --show-bin-path)/SuitePackageTests.xctest" --testing-library swift-testing \
	    --experimental-maximum-parallelization-width 8 --filter 'ServerCoreTests|SuiteServerTests|BackendTests'

test-python:
	scripts/run-pytest Tests/Calendar

## A real server killed (kill -9) at each point of an upload, restarted, checked (loopback, seconds).
test-crash: $(SUITE_BIN)
	scripts/run-pytest Tests/Crash

## The `memory` command-line client against a real server: an import of 200 photos while the server
## is killed (kill -9) twice and the client once, offline reading and writing, a refused photo.
test-client: $(SUITE_BIN) $(MEMORY_BIN)
	scripts/run-pytest Tests/MemoryCLI

## schemathesis against every contract the built server publishes (Memory Recap, accounts, Disposable).
test-contract: $(SUITE_BIN)
	scripts/contract-test

# Three browsers at once, each with its own server and clock (pytest-xdist); a file's tests stay
# together and in order on one of them.
test-browser: $(SUITE_BIN)
	PYTEST_ADDOPTS="-n 3 --dist loadfile $${PYTEST_ADDOPTS:-}" scripts/run-pytest Tests/Browser

## Release build, then HTTP load with wrk and the kits' micro-benchmarks, as ratios.
bench:
	@scripts/bootstrap bench
	scripts/bench

clean:
	rm -rf .build test-artifacts
