package app

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
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
type SizeField = puzzles.SizeField

// Size returns the fields that size a new puzzle of inst's type, with
// inst's own values: what the type says (puzzles.Sized: Side for the
// square boards of Sudoku and Star Battle and for the magic hexagon),
// else Rows and Columns. They read back what Type.New was given (the
// board without clue strips or labels).
func Size(inst puzzles.Instance) []SizeField {
	if p, ok := inst.(puzzles.Sized); ok {
		return p.SizeFields()
	}
	return puzzles.RowsCols(boardSize(inst))
}

// boardSize is the board's rows and columns, read from the puzzle itself:
// its Size method (grid types, dominoes) or else its drawing.
func boardSize(inst puzzles.Instance) (rows, cols int) {
	if p, ok := inst.(puzzles.Boarded); ok {
		return p.Size().Rows, p.Size().Cols
	}
	sc := inst.Draw(nil) // a type that says nothing of its size
	return int(sc.H), int(sc.W)
}
