package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/learn"
)

// boards keeps the last puzzles played, so that a second Check, hint or
// path on a puzzle (in the worker, which lives on between jobs) skips
// encoding it and listing its facts.
var boards = learn.NewBoards(2)

// learnOp answers the play requests through puzzles/learn: "check" (are
// the entries correct so far; which are at fault; which differ from the
// unique solution), "step" (a hint: one fact with its reason) and "path"
// (the solving path). Cancelling is the worker's: it is terminated.
func learnOp(req Request, inst puzzles.Instance) Response {
	ctx := context.Background()
	var entries puzzles.Answer
	if len(req.Entries) > 0 && string(req.Entries) != "null" {
		var err error
		if entries, err = learn.ReadEntries(inst, req.Entries); err != nil {
			return failure(req.ID, puzzles.Invalid, learnError(inst, err))
		}
	}
	resp := Response{ID: req.ID, Status: puzzles.Solved}
	switch req.Op {
	case "check":
		if entries == nil {
			return failure(req.ID, puzzles.Invalid, "no entries to check")
		}
		r, err := boards.Check(ctx, inst, entries)
		if err != nil {
			return failure(req.ID, statusOf(err), learnError(inst, err))
		}
		resp.Check, resp.Summary, resp.Stats = r, r.Words, r.Stats
		if r.Unique && len(r.Wrong) > 0 {
			resp.Figures = fmt.Sprintf("%d of %d entries differ from the solution: Mistakes shows them.", len(r.Wrong), r.Entries)
		} else if r.Unique {
			resp.Figures = "Every entry agrees with the solution."
		}
	case "step":
		s, err := boards.Hint(ctx, inst, entries, learn.Options{})
		if err != nil {
			return failure(req.ID, statusOf(err), learnError(inst, err))
		}
		if s == nil {
			resp.Summary = "No hint: nothing more follows from the clues and the correct entries."
			return resp
		}
		resp.Step, resp.Summary = s, "Hint: "+s.Words
	case "path":
		p, err := boards.Solve(ctx, inst, learn.Options{})
		if err != nil {
			return failure(req.ID, statusOf(err), learnError(inst, err))
		}
		resp.Path, resp.Stats = p, p.Stats
		resp.Summary = fmt.Sprintf("The solving path: %d steps, rated %s.", len(p.Steps), p.Rating.Label)
		if !p.Complete {
			resp.Summary += " It ends where the solutions part: the puzzle is not unique."
		}
	}
	return resp
}

func learnError(inst puzzles.Instance, err error) string {
	if errors.Is(err, learn.ErrNoEntries) {
		return ErrNoPlay.Error()
	}
	return err.Error()
}
