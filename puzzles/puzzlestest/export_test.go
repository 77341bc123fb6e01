package puzzlestest

// LinesNoLoop lets kit_test.go check linesNoLoop.
var LinesNoLoop = linesNoLoop

// Editing lets kit_test.go check editing.
var Editing = editing

// SameAfterJSON lets kit_test.go check sameAfterJSON.
var SameAfterJSON = sameAfterJSON
