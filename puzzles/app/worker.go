package app

import (
	"encoding/json"
	"errors"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Request is a job for the worker.
type Request struct {
	ID    int    `json:"id"`
	Type  string `json:"type"`
	Text  string `json:"text"` // the puzzle's canonical text
	Limit int    `json:"limit"`
}

// Response is the worker's answer to a Request.
type Response struct {
	ID        int             `json:"id"`
	Status    puzzles.Status  `json:"status"` // solved, unsat, invalid, or "error" for internal errors
	Error     string          `json:"error,omitempty"`
	Summary   string          `json:"summary"`
	Solutions int             `json:"solutions"`
	Complete  bool            `json:"complete"`
	Unique    bool            `json:"unique"`
	Stats     puzzles.Stats   `json:"stats"`
	Scene     *draw.Scene     `json:"scene,omitempty"`  // the first solution drawn
	Answer    json.RawMessage `json:"answer,omitempty"` // the first solution as JSON
	Text      string          `json:"text,omitempty"`   // the first solution as text
}

// Handle runs a solve request; it never panics on bad input.
func Handle(req Request) (resp Response) {
	defer func() {
		if r := recover(); r != nil {
			resp = failure(req.ID, "error", "internal error: the solver crashed; please report this puzzle")
		}
	}()
	inst, err := all.Parse(req.Type, req.Text)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	res, err := puzzles.Solve(inst, max(req.Limit, 1))
	if err != nil {
		var internal *puzzles.InternalError
		if errors.As(err, &internal) {
			return failure(req.ID, "error", err.Error())
		}
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	resp = Response{ID: req.ID, Status: res.Status, Summary: res.Summary(), Stats: res.Stats,
		Solutions: len(res.Answers), Complete: res.Complete, Unique: res.Unique()}
	if len(res.Answers) > 0 {
		a := res.Answers[0]
		sc := inst.Draw(a)
		resp.Scene = &sc
		resp.Answer, _ = json.Marshal(a)
		resp.Text = a.Text()
	}
	return resp
}

func failure(id int, status puzzles.Status, msg string) Response {
	return Response{ID: id, Status: status, Error: msg, Summary: msg}
}
