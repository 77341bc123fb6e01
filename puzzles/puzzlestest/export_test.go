package puzzlestest

// LinesNoLoop lets kit_test.go check linesNoLoop.
var LinesNoLoop = linesNoLoop
