# StubKit developer commands. `make example` and `make test` are the README's quick start.
SWIFT ?= swift

.PHONY: build test test-tsan lint format

build:
	$(SWIFT) build

## The whole test suite (XCTest and Swift Testing).
test:
	$(SWIFT) test

## The whole suite under ThreadSanitizer; any data race fails the run.
test-tsan:
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

lint:
	$(SWIFT) format lint --strict -r Sources Tests

format:
	$(SWIFT) format format --in-place -r Sources Tests

.PHONY: example bench bench-debug bench-compile bench-generate generate-mocks perf-check docs

## The example suite: StubKit at work in a small app's tests.
example:
	$(SWIFT) test --filter ExampleAppTests

## Per-call cost against a hand-written closure: instructions per call under valgrind (the same
## on every run; skipped without valgrind), then wall-clock time (secondary: it moves with load).
bench:
	SWIFT=$(SWIFT) scripts/bench-instructions.sh release
	$(SWIFT) run -c release StubKitBenchmarks

bench-debug:
	SWIFT=$(SWIFT) scripts/bench-instructions.sh debug
	$(SWIFT) run -c debug StubKitBenchmarks

## Type-checker work (constraint scopes per method) and time of a generated 200-method mock
## against a hand-written one.
bench-compile:
	SWIFT=$(SWIFT) scripts/bench-compile.sh

## Every count in scripts/perf-budgets.txt measured; fails when one exceeds its budget by > 5%.
perf-check:
	SWIFT=$(SWIFT) scripts/perf-check.sh

## Time of the mock generator on a generated 500-protocol module (target <= 2 s).
bench-generate:
	scripts/bench-generate.sh

## Regenerates the committed generated mocks (ExampleApp's and the generator's fixtures).
generate-mocks:
	scripts/generate-mocks.sh

## The DocC catalog, built with the toolchain's own docc.
docs:
	scripts/docs.sh
