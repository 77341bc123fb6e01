package app

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// deduce answers "deduce" (everything forced) and "hint" (one more forced
// fact than req.Hints, as a partial answer).
func deduce(req Request, inst puzzles.Instance, progress puzzles.Progress) Response {
	d, err := puzzles.Deduce(inst, progress)
	if err != nil {
		return failure(req.ID, statusOf(err), err.Error())
	}
	resp := Response{ID: req.ID, Status: d.Status, Stats: d.Stats}
	if d.Status != puzzles.Solved {
		resp.Summary = strings.TrimSpace("No solution: nothing to deduce. " + d.Reason)
		return resp
	}
	if req.Op == "hint" {
		return hint(req, inst, d, resp)
	}
	sc := inst.Draw(d.Partial)
	resp.Scene, resp.Text = &sc, d.Partial.Text()
	resp.Solutions = len(d.Facts)
	resp.Summary = "Deduced what holds in every solution: it is shown, the rest is left open."
	if d.Forced == d.Total {
		resp.Summary = "Deduced: the whole answer is forced, so the puzzle has one solution."
	}
	resp.Figures = fmt.Sprintf("%d of %d answer variables forced", d.Forced, d.Total)
	return resp
}

// hint shows the forced facts of req.Hints+1 parts of the picture and says
// the last one in words.
func hint(req Request, inst puzzles.Instance, d *puzzles.Deduction, resp Response) Response {
	h, err := newHinter(inst, d.Facts)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	use, last, ok := h.reveal(req.Hints + 1)
	a := h.answer(use)
	sc := inst.Draw(a)
	resp.Scene, resp.Text = &sc, a.Text()
	resp.Solutions = req.Hints
	switch {
	case ok:
		resp.Solutions++
		resp.Summary = fmt.Sprintf("Hint %d: %s.", resp.Solutions, last.words(inst))
	case req.Hints == 0:
		resp.Summary = "No hint: reasoning before search decides this puzzle, or nothing is forced. Solve shows the answer."
		resp.Scene, resp.Text = nil, ""
	default:
		resp.Summary = "No more hints: every forced part is shown."
	}
	return resp
}

func explain(req Request, inst puzzles.Instance, progress puzzles.Progress) Response {
	e, err := puzzles.Explain(inst, progress)
	if err != nil {
		return failure(req.ID, statusOf(err), err.Error())
	}
	resp := Response{ID: req.ID, Status: e.Status, Stats: e.Stats}
	if e.Status == puzzles.Solved {
		resp.Summary = "The puzzle has a solution: nothing to explain."
		return resp
	}
	resp.Summary = sentence("No solution: " + e.Reason)
	resp.Figures = e.Detail // the whole puzzle's reason, found before search
	sc := inst.Draw(nil)
	if ed, ok := inst.(puzzles.Editable); ok {
		for _, c := range e.Conflict {
			x, y, w, h := ed.Box(puzzles.Target{R: c.Cell[0], C: c.Cell[1]})
			sc.Items = append([]draw.Item{{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: draw.Shade}}, sc.Items...)
			sc.Items = append(sc.Items, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Stroke: draw.Error, Width: 0.1})
		}
	}
	resp.Scene = &sc
	resp.Solutions = len(e.Conflict)
	return resp
}

func encode(req Request, inst puzzles.Instance) Response {
	m, err := puzzles.Encoding(inst)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	var b strings.Builder
	ext := req.Format
	switch req.Format {
	case "opb":
		err = m.WriteOPB(&b)
	case "smt2":
		err = m.WriteSMT2(&b)
	default:
		ext = "cnf"
		if err = m.WriteDIMACS(&b); err == sat.ErrNotCNF {
			b.Reset()
			ext, err = "opb", m.WriteOPB(&b)
		}
	}
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	return Response{ID: req.ID, Status: "encoded", Export: b.String(), Filename: inst.TypeName() + "." + ext,
		Summary: fmt.Sprintf("Encoding: %d variables, %d constraints (%s).", m.NumVars(), m.NumConstraints(), ext)}
}

func statusOf(err error) puzzles.Status {
	if puzzles.IsInternal(err) {
		return "error"
	}
	return puzzles.Invalid
}
