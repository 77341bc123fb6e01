package numberlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestAnswersAreData(t *testing.T) { puzzlestest.AnswersAreData(t, Type{}) }
