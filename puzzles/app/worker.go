package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/learn"
)

// Request is a job for the worker.
type Request struct {
	ID    int    `json:"id"`
	Type  string `json:"type"`
	Text  string `json:"text"` // the puzzle's canonical text
	Limit int    `json:"limit"`
	// Op is "solve" (the default), "deduce", "hint", "explain", "encode",
	// "import" (Text is any text the Import field takes, Type the selected
	// type; As, when set, the type the person chose among candidates), or
	// for play "check", "step" (a hint with its reason), "path" or "won"
	// (whether the entries Saved are an answer: Play.Check, asked by the
	// page, whose module holds no solver).
	Op     string `json:"op,omitempty"`
	Hints  int    `json:"hints,omitempty"`  // hint: how many facts are already shown
	Format string `json:"format,omitempty"` // encode: dimacs, opb or smt2
	// generate: a new puzzle of Type with these options (Text is ignored).
	Rows    int    `json:"rows,omitempty"`
	Cols    int    `json:"cols,omitempty"`
	Seed    int64  `json:"seed,omitempty"`
	Variant string `json:"variant,omitempty"`
	As      string `json:"as,omitempty"` // import: the type chosen
	// check, step, path: the person's entries, a partial answer of the
	// type (Play.Entries).
	Entries json.RawMessage `json:"entries,omitempty"`
	// won: the person's entries as Play.Save writes them.
	Saved string `json:"saved,omitempty"`
}

// Response is the worker's answer to a Request.
type Response struct {
	ID      int            `json:"id"`
	Status  puzzles.Status `json:"status"` // solved, unsat, invalid, or "error" for internal errors
	Error   string         `json:"error,omitempty"`
	Summary string         `json:"summary"`
	// TypeSummary is the type's own wording of a solve, when it has one.
	TypeSummary string          `json:"typeSummary,omitempty"`
	Solutions   int             `json:"solutions"`
	Complete    bool            `json:"complete"`
	Unique      bool            `json:"unique"`
	Stats       puzzles.Stats   `json:"stats"`
	Scene       *draw.Scene     `json:"scene,omitempty"`  // the first solution drawn
	Answer      json.RawMessage `json:"answer,omitempty"` // the first solution as JSON
	Text        string          `json:"text,omitempty"`   // the first solution as text
	// Second is the second solution drawn with the cells that differ from
	// the first shaded, when the puzzle is not unique.
	Second *draw.Scene `json:"second,omitempty"`
	Differ int         `json:"differ,omitempty"` // how many cells differ
	// Counting marks the first answer of a solve, sent while the search
	// for a second solution goes on.
	Counting bool `json:"counting,omitempty"`
	// Figures are figures about the result for the detail line beside the
	// solver's (the status line is a sentence without figures).
	Figures string `json:"figures,omitempty"`
	// Candidates are the types that could read an imported text, for the
	// person to choose among (Status "invalid").
	Candidates []string `json:"candidates,omitempty"`
	// ImportType is the type an imported text was read as (Export holds
	// its canonical text).
	ImportType string `json:"importType,omitempty"`
	Export     string `json:"export,omitempty"`   // encode: the encoding; import, generate: the puzzle
	Filename   string `json:"filename,omitempty"` // encode: a file name for it
	// Check, Step and Path are the play requests' results (puzzles/learn).
	Check *learn.Report `json:"check,omitempty"`
	Step  *learn.Step   `json:"step,omitempty"`
	Path  *learn.Path   `json:"path,omitempty"`
	// Won answers "won": the entries are an answer (Play.Check).
	Won bool `json:"won,omitempty"`
}

// Handle runs a request; it never panics on bad input. progress (may be
// nil) hears how many solver calls long operations have made.
func Handle(req Request, progress puzzles.Progress) Response {
	return HandleFirst(req, progress, nil)
}

// HandleFirst is Handle that also calls first (when not nil) with the
// first answer of a solve as soon as it is found, marked Counting while the
// search for a second solution goes on.
func HandleFirst(req Request, progress puzzles.Progress, first func(Response)) (resp Response) {
	defer func() {
		if r := recover(); r != nil {
			resp = failure(req.ID, "error", "internal error: the solver crashed; please report this puzzle")
		}
	}()
	switch req.Op {
	case "generate":
		return generate(req)
	case "import":
		return importText(req)
	}
	inst, err := all.Parse(req.Type, req.Text)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	switch req.Op {
	case "deduce", "hint":
		return deduce(req, inst, progress)
	case "explain":
		return explain(req, inst, progress)
	case "encode":
		return encode(req, inst)
	case "check", "step", "path":
		return learnOp(req, inst)
	case "won":
		return won(req, inst)
	}
	res, err := puzzles.SolveWatching(inst, puzzles.DefaultLimit(inst, req.Limit), func(res *puzzles.Result) {
		if first != nil {
			r := solved(req, inst, res)
			r.Counting = true
			first(r)
		}
	})
	if err != nil {
		return failure(req.ID, statusOf(err), err.Error())
	}
	return solved(req, inst, res)
}

// won answers whether the entries req.Saved are an answer of inst, as
// Play.Check decides: the page's question after each change of its
// entries, answered here because its module holds no solver.
func won(req Request, inst puzzles.Instance) Response {
	pl, err := NewPlay(inst)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	pl.Restore(req.Saved)
	return Response{ID: req.ID, Status: puzzles.Solved, Won: pl.Check()}
}

// solved words a solve result (possibly a partial one: the first answer).
func solved(req Request, inst puzzles.Instance, res *puzzles.Result) (resp Response) {
	// The summary without the figures in parentheses: the detail line has
	// them.
	summary := strings.TrimSuffix(puzzles.SummaryOf(inst, res), " "+res.Figures())
	resp = Response{ID: req.ID, Status: res.Status, Summary: summary, Stats: res.Stats,
		Solutions: len(res.Answers), Complete: res.Complete, Unique: res.Unique()}
	if sum := puzzles.ReportOf(inst).Summary; sum != nil {
		resp.TypeSummary = sum(res)
	}
	if len(res.Answers) > 0 {
		a := res.Answers[0]
		sc := inst.Draw(a)
		resp.Scene = &sc
		resp.Answer, _ = json.Marshal(a)
		resp.Text = a.Text()
	}
	if len(res.Answers) > 1 {
		resp.Second, resp.Differ = second(inst, res.Answers[0], res.Answers[1])
	}
	return resp
}

// second draws answer b with the targets where it differs from a shaded
// in the Differ colour under the drawing and outlined in DifferEdge over
// it, so that a difference shows on filled cells too.
func second(inst puzzles.Instance, a, b puzzles.Answer) (*draw.Scene, int) {
	sc := inst.Draw(b)
	diff := inst.Diff(a, b)
	var under, over []draw.Item
	for _, t := range diff {
		x, y, w, h := inst.Box(t)
		under = append(under, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: draw.Differ})
		const in = 0.06 // the outline's inset: half its width, inside the box
		over = append(over, draw.Item{Kind: draw.Rect, X: x + in, Y: y + in, W: w - 2*in, H: h - 2*in, R: 0.08,
			Stroke: draw.DifferEdge, Width: 2 * in})
	}
	sc.Items = append(append(under, sc.Items...), over...)
	return &sc, len(diff)
}

func failure(id int, status puzzles.Status, msg string) Response {
	return Response{ID: id, Status: status, Error: msg, Summary: msg}
}

// generate makes a new puzzle; Export holds its canonical text.
func generate(req Request) Response {
	t, err := all.Lookup(req.Type)
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	g, ok := t.(puzzles.Generator)
	if !ok {
		return failure(req.ID, puzzles.Invalid, t.Title()+" has no generator")
	}
	inst, err := g.Generate(puzzles.GenerateOptions{Rows: req.Rows, Cols: req.Cols, Seed: req.Seed, Variant: req.Variant})
	if err != nil {
		return failure(req.ID, puzzles.Invalid, err.Error())
	}
	return Response{ID: req.ID, Status: "generated", Export: inst.String(),
		Summary: fmt.Sprintf("New random %s (seed %d).", t.Title(), req.Seed)}
}

// importText reads an imported text as Session.Import and ImportAs do,
// for a page whose module holds only its own type: Export is the puzzle's
// canonical text and ImportType its type.
func importText(req Request) Response {
	var inst puzzles.Instance
	var err error
	if req.As != "" {
		if inst, err = all.Parse(req.As, req.Text); err == nil {
			err = all.Validate(inst)
		}
	} else {
		inst, err = all.Import(req.Type, req.Text)
	}
	if err != nil {
		resp := failure(req.ID, puzzles.Invalid, err.Error())
		if amb := (*all.Ambiguous)(nil); errors.As(err, &amb) {
			resp.Candidates = amb.Types
		}
		return resp
	}
	return Response{ID: req.ID, Status: "imported", ImportType: inst.TypeName(), Export: inst.String()}
}
