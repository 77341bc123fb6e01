package magichex

import "github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"

var mustParse = puzzlestest.Parser[*Puzzle](Type{})
