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
