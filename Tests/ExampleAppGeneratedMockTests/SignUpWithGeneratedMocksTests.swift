import ExampleApp
