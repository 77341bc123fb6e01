package app

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/pipes"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
)

// Words are the page's wording of a response: a plain sentence, and the
// solver's figures as a secondary detail.
func Words(op string, r Response) (line, detail string) {
	detail = fmt.Sprintf("%.0f ms · %d variables, %d constraints", r.Stats.Millis, r.Stats.Variables, r.Stats.Clauses)
	if r.Stats.Solves > 0 {
		detail += fmt.Sprintf(" · %d solver calls", r.Stats.Solves)
	}
	if r.Figures != "" {
		detail += " · " + r.Figures
	}
	if op != "" && op != "solve" || r.Status != puzzles.Solved {
		return sentence(r.Summary), detail
	}
	switch {
	case r.Counting:
		line = "Found a solution; checking for a second solution…"
	case r.TypeSummary != "":
		line = sentence(r.TypeSummary)
	case r.Unique:
		line = "Unique solution."
	case r.Complete:
		line = fmt.Sprintf("%d solutions. Other solution shows where two differ.", r.Solutions)
	default:
		line = fmt.Sprintf("Not unique: at least %d solutions. Other solution shows where two differ.", r.Solutions)
	}
	return line, detail
}

// Sentence capitalises s and ends it with a full stop (unless it ends
// with one, an ellipsis or an exclamation mark), for the status line.
func Sentence(s string) string { return sentence(s) }

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "…") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// SizeField is one number that sizes a new puzzle: its label and the
// current puzzle's value.
type SizeField struct {
	Label string `json:"label"`
	Value int    `json:"value"`
}

// Size returns the fields that size a new puzzle of inst's type, with
// inst's own values: Rows and Columns, Side for the square boards of
// Sudoku and Star Battle and for the magic hexagon.
// They read back what Type.New was given (the board without clue strips
// or labels).
func Size(inst puzzles.Instance) []SizeField {
	switch p := inst.(type) {
	case *magichex.Puzzle:
		return []SizeField{{"Side", p.Side}}
	case *sudoku.Puzzle:
		return []SizeField{{"Side", p.N}} // square: one number
	case *starbattle.Puzzle:
		return []SizeField{{"Side", max(p.Size().Rows, 1)}} // square
	}
	r, c := boardSize(inst)
	return []SizeField{{"Rows", max(r, 1)}, {"Columns", max(c, 1)}}
}

// boardSize is the board's rows and columns, read from the puzzle itself.
// Types with a Size method (dominoes, light up, tents, ...) say it;
// the others are read by type.
func boardSize(inst puzzles.Instance) (rows, cols int) {
	if p, ok := inst.(interface{ Size() grid.Size }); ok {
		return p.Size().Rows, p.Size().Cols
	}
	switch p := inst.(type) {
	case *nonogram.Puzzle:
		return len(p.Rows), len(p.Cols)
	case *numberlink.Puzzle:
		return p.Size.Rows, p.Size.Cols
	case *pipes.Puzzle:
		return p.Size.Rows, p.Size.Cols
	case *sudoku.Puzzle:
		return p.N, p.N
	case *switches.Puzzle:
		return p.Rows(), p.Cols
	}
	sc := inst.Draw(nil) // a type this switch does not know yet
	return int(sc.H), int(sc.W)
}
