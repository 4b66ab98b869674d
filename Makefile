# Two commands run the project on a fresh machine: `make run` and `make test`.
# Each installs what it needs first (scripts/bootstrap is idempotent).
SHELL := /bin/bash
SWIFT_BUILD_FLAGS ?=
export SUITE_DATA_DIR ?= ./data

.PHONY: run test check-imports test-swift test-postgres test-python test-crash test-client test-contract test-browser bench bootstrap build clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	swift build $(SWIFT_BUILD_FLAGS) --product suite

## Start the server on the embedded SQLite default and print its URL.
run: build
	@echo "Suite: open http://$${HOST:-127.0.0.1}:$${PORT:-8080}/"
	swift run $(SWIFT_BUILD_FLAGS) --skip-build suite serve

## Every test: Swift suites on SQLite, the server suites again on PostgreSQL, Python checks, the
## crash test, then the real browser. Any failure fails the run. First, every module must declare
## what it imports (scripts/check-imports; SwiftPM's own check skips targets with generated code).
test: bootstrap
	scripts/check-imports
	swift build --build-tests --explicit-target-dependency-import-check error
	$(MAKE) --no-print-directory test-swift test-postgres test-python test-crash test-client test-contract test-browser

check-imports:
	scripts/check-imports

test-swift:
	swift test --skip-build

test-postgres:
	scripts/with-postgres swift test --skip-build --filter 'ServerCoreTests|SuiteServerTests|BackendTests'

test-python:
	scripts/run-pytest Tests/Calendar

## A real server killed (kill -9) at each point of an upload, restarted, checked (loopback, seconds).
test-crash:
	swift build --product suite
	scripts/run-pytest Tests/Crash

## The `memory` command-line client against a real server: an import of 200 photos while the server
## is killed (kill -9) twice and the client once, offline reading and writing, a refused photo.
test-client:
	swift build --product suite
	swift build --product memory
	scripts/run-pytest Tests/MemoryCLI

## schemathesis against every contract the built server publishes (Memory Recap, accounts).
test-contract:
	swift build --product suite
	scripts/contract-test

test-browser:
	swift build --product suite
	scripts/run-pytest Tests/Browser

## Release build, then HTTP load with wrk and the kits' micro-benchmarks, as ratios.
bench: bootstrap
	scripts/bench

clean:
	rm -rf .build test-artifacts
