print("benchmarks land with the performance work (issue 5)")
