package hidato

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestAnswersAreData(t *testing.T) {
	puzzlestest.AnswersAreData(t, Hidato)
	puzzlestest.AnswersAreData(t, KnightsTour)
}
