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

# Every Swift file of Sources and Tests that git tracks or would track: the corpus's generated
# files (Tests/Corpus/Generated, git-ignored) are build outputs, not linted.
SWIFT_FILES = $$(git ls-files --cached --others --exclude-standard 'Sources/*.swift' 'Tests/*.swift')

lint:
	$(SWIFT) format lint --strict $(SWIFT_FILES)

format:
	$(SWIFT) format format --in-place $(SWIFT_FILES)

.PHONY: example bench bench-debug bench-compile bench-generate generate-mocks perf-check docs corpus corpus-all random-shapes random-shapes-check mutants

## The example suite: StubKit at work in a small app's tests. Only the library, the app and its
## tests are built (STUBKIT_EXAMPLE_ONLY, Package.swift), in the package's own scratch path, so the
## README's second command, `make test`, builds them no more.
example:
	STUBKIT_EXAMPLE_ONLY=1 $(SWIFT) test

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

## The generator on inputs nobody wrote for it: every public protocol of 26 real modules, then one
## random module of 220 protocols (CI: the real modules, then three seeds of 80 with random-shapes);
## each module's mocks compiled and called. Report:
## .build-corpus/report.txt. STUBKIT_MOCKGEN=path judges another generator binary;
## STUBKIT_GEN_SEED=N replays a random module. CORPUS_PATHS=all also judges each module's graphs
## alone (the Xcode section's command line, without and with --typecheck) beside the plugin's path.
corpus:
	python3 scripts/test_corpus_report.py  # the reports' own tests (paths, earlier runs), in a second
	SWIFT=$(SWIFT) scripts/corpus.sh

## The generator on every public protocol of every library-product module of every Swift package
## on the machine (Tests/CorpusAll/groups.txt, ~110 packages in groups that resolve together) and
## of the toolchain's modules. Hours on 2 cores: run it in the background; each group resumes
## (CORPUS_ALL_GROUPS="nio vapor" runs some). Report: Tests/CorpusAll/REPORT.md, committed.
## STUBKIT_MOCKGEN=path judges another generator binary. Every module on three paths: the plugin's,
## its graphs alone, its graphs alone with --typecheck (CORPUS_PATHS=plugin for the first only).
corpus-all:
	python3 scripts/test_corpus_report.py
	SWIFT=$(SWIFT) scripts/corpus-all.sh

## Only the random-shapes module of `make corpus` (STUBKIT_GEN_SEED=N replays one;
## STUBKIT_GEN_SEEDS="7 11 23" judges several in one run; RANDOM_SHAPES_COUNT=N protocols each).
random-shapes:
	SWIFT=$(SWIFT) scripts/random-shapes.sh

## The random-shapes harness itself on many seeds, without mocks: each module compiles and the
## test's calls compile against the protocols (RANDOM_SHAPES_SEEDS="1-100" by default).
random-shapes-check:
	SWIFT=$(SWIFT) scripts/random-shapes-check.sh

## The DocC catalog, built with the toolchain's own docc.
docs:
	scripts/docs.sh

## Each small bug of scripts/mutants.txt planted alone in a scratch copy (.build-mutants), the suite
## run after each: reports the bugs no test caught and "N of M caught"; fails unless all are.
## MUTANTS_ARGS="--only 3,4" runs some entries (see scripts/mutants.py).
mutants:
	SWIFT=$(SWIFT) python3 scripts/mutants.py $(MUTANTS_ARGS)

.PHONY: upcoming-features
## Swift 7 ahead of time: the committed generated mocks type-checked with every upcoming feature the
## next language mode turns on (`swiftc -print-supported-features`) and default MainActor isolation,
## then StubKit's targets built with those features (.build-upcoming). UPCOMING_STEPS=mocks for the
## first alone; UPCOMING_EXCLUDE="Feature" leaves one out. The corpus's: CORPUS_UPCOMING=1 make corpus.
upcoming-features:
	SWIFT=$(SWIFT) scripts/check-upcoming-features.sh

.PHONY: stress

## The generic-mock shapes that tripped the Swift 6.3.1 over-release (collections beside closures),
## under XCTest and Swift Testing and as an executable, in 10 fresh processes each, debug and
## release (STRESS_RUNS=N): fails when any process crashes or the release build does not compile.
stress:
	SWIFT=$(SWIFT) scripts/stress-generic-calls.sh

.PHONY: mutate
## Mutants planted automatically on the lines changed since a commit (scripts/mutate.py, issue 31):
## negated conditions, ==/!=, </<=, true/false, removed statements, ... each alone, the whole suite
## after each. Prints survivors and "N mutants: C caught, S survived, E equivalent (skipped), V not
## viable"; fails on a survivor. MUTATE_ARGS="--base HEAD~30 --paths Sources" (default: --base
## HEAD~1, Sources); --list shows the mutants; --sample N --seed S. Equivalent mutants, skipped:
## scripts/mutate-equivalent.txt. Its own tests (scripts/test_mutate.py) run first, in a second.
## The whole code (issue 40): MUTATE_ARGS="--whole 150 --minutes 120" draws 150 mutants from every
## line of each of Sources/StubKit and Sources/StubKitMockGen (seed: today's date, or --seed S) and
## prints caught / survived / not viable and each module's score with its 95% interval.
mutate:
	python3 scripts/test_mutate.py
	SWIFT=$(SWIFT) python3 scripts/mutate.py $(MUTATE_ARGS)
