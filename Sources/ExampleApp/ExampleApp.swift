// The example app lands with the example-suite work (issue 6).
