//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"syscall/js"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

// run sends a request about the current puzzle to the worker.
func (p *page) run(req app.Request) {
	if p.solving {
		return
	}
	limit, _ := strconv.Atoi(p.value("timelimit"))
	if limit < 1 {
		limit = 60
	}
	p.nextID++
	req.ID = p.nextID
	if req.Op != "import" {
		req.Type, req.Text = p.session.Type.Name(), p.session.Inst.String()
	}
	body, _ := json.Marshal(req)
	p.solving, p.started, p.solves, p.first = true, time.Now(), 0, false
	p.jobRev = p.session.Rev()
	p.busy(true)
	p.setStatus("solving", map[string]string{"solve": "Solving…", "hint": "Looking for a hint…", "deduce": "Deducing…",
		"explain": "Looking for clues that cannot all hold…", "generate": "Making a puzzle…",
		"check": "Checking your entries…", "step": "Looking for a hint with its reason…", "path": "Finding the solving path…", "import": "Reading the text…"}[req.Op], false)
	go p.tick(p.nextID)
	js.Global().Get("puzzlesatWorker").Call("solve", string(body), limit*1000,
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			p.finished(req, args[0].String())
			return nil
		}),
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			p.solves = args[0].Int()
			return nil
		}),
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			p.firstAnswer(req, args[0].String())
			return nil
		}))
}

// tick shows the elapsed time while a job runs. (It sleeps rather than
// reading a time.Ticker: a channel of time.Time would link time's
// formatting and parsing into the page.)
func (p *page) tick(id int) {
	for {
		time.Sleep(time.Second)
		if !p.solving || p.nextID != id {
			return
		}
		msg := fmt.Sprintf("%d s", int(time.Since(p.started).Seconds()))
		if p.solves > 0 {
			msg += fmt.Sprintf(" · %d solver calls", p.solves)
		}
		p.setDetail(msg + " · Cancel stops it")
	}
}

func (p *page) busy(on bool) {
	for _, id := range []string{"solve", "deduce", "hint", "explain", "encode", "random", "check", "path"} {
		p.disable(id, on)
	}
	p.disable("cancel", !on)
	if _, canGenerate := p.session.Type.(puzzles.Generator); !canGenerate {
		p.disable("random", true)
	}
}

// firstAnswer draws a solve's first answer while the count goes on.
func (p *page) firstAnswer(req app.Request, result string) {
	var resp app.Response
	if json.Unmarshal([]byte(result), &resp) != nil || req.ID != p.nextID || !p.solving || resp.Scene == nil || p.session.Rev() != p.jobRev {
		return
	}
	p.first = true
	p.session.Solution, p.answer = resp.Scene, resp.Text
	line, detail := app.Words("solve", resp)
	p.setStatus("counting", line, false)
	p.setDetail(detail)
	p.canvas.SetAttribute("data-first-ms", strconv.Itoa(int(time.Since(p.started).Milliseconds())))
	p.draw()
}

func (p *page) finished(req app.Request, result string) {
	p.solving = false
	p.busy(false)
	var resp app.Response
	if err := json.Unmarshal([]byte(result), &resp); err != nil {
		p.setStatus("error", "The solver sent an unreadable reply.", true)
		return
	}
	switch {
	case req.Op == "import" && resp.Status == "imported":
		p.imported(resp)
	case req.Op == "import" && resp.Status != "cancelled":
		p.importFailed(resp.Error, resp.Candidates)
	case p.session.Rev() != p.jobRev && req.Op != "generate":
		// The puzzle changed while the job ran: its result describes an
		// earlier board.
		p.session.Solution = nil
		p.setStatus("idle", "The puzzle changed while the solver worked; its result, about the earlier board, was dropped.", false)
		p.showBoard()
	case p.playing() && (req.Op == "check" || req.Op == "step" || req.Op == "path"):
		if resp.Status == "cancelled" {
			p.setStatus("cancelled", resp.Summary, false)
			break
		}
		p.playFinished(req, resp)
	case resp.Status == "cancelled" && p.first:
		p.setStatus("cancelled", "Stopped checking: the answer shown is a solution, but whether it is the only one is unknown.", false)
	case resp.Status == "cancelled":
		p.setStatus("cancelled", resp.Summary, false)
	case resp.Status == "invalid" || resp.Status == "error":
		p.setStatus(string(resp.Status), sentence(resp.Summary), true)
	case req.Op == "encode":
		js.Global().Get("puzzlesatJS").Call("download", resp.Filename, resp.Export, "text/plain;charset=utf-8")
		p.setStatus("encoded", "Saved "+resp.Filename+". "+resp.Summary, false)
	case req.Op == "solve":
		p.showSolve(resp)
	case req.Op == "generate":
		p.generated(req, resp)
	default:
		p.showReasoning(req, resp)
	}
	p.draw()
}

func (p *page) generated(req app.Request, resp app.Response) {
	inst, err := p.session.Type.Parse(resp.Export)
	if err != nil {
		p.setStatus("error", sentence(err.Error()), true)
		return
	}
	p.load(inst, resp.Summary+" Undo brings the previous puzzle back.")
	p.canvas.SetAttribute("data-status", "generated")
	p.focusBoard()
}

func (p *page) showSolve(resp app.Response) {
	p.second, p.showing = nil, false
	p.disable("other", true)
	line, detail := app.Words("solve", resp)
	if resp.Status != "solved" {
		p.session.Solution, p.answer = nil, ""
		p.setStatus(string(resp.Status), line, false)
		p.setDetail(detail)
		return
	}
	p.session.Solution, p.answer = resp.Scene, resp.Text
	p.canvas.SetAttribute("data-unique", strconv.FormatBool(resp.Unique))
	p.canvas.SetAttribute("data-solutions", strconv.Itoa(resp.Solutions))
	if resp.Second != nil {
		p.second = &resp
		p.disable("other", false)
	}
	p.setStatus("solved", line, false)
	p.setDetail(detail)
}

// showReasoning shows a deduction, a hint or an explanation over the puzzle.
func (p *page) showReasoning(req app.Request, resp app.Response) {
	state := map[string]string{"deduce": "deduced", "hint": "hinted", "explain": "explained"}[req.Op]
	if resp.Scene != nil {
		p.session.Solution, p.answer = resp.Scene, resp.Text
	}
	if req.Op == "hint" && resp.Status == "solved" {
		p.hints = resp.Solutions
	}
	p.canvas.SetAttribute("data-facts", strconv.Itoa(resp.Solutions))
	line, detail := app.Words(req.Op, resp)
	p.setStatus(state, line, resp.Status == "unsat" && req.Op != "explain")
	p.setDetail(detail)
}

// toggleOther switches between the first and the second solution.
func (p *page) toggleOther() {
	if p.second == nil {
		return
	}
	p.showing = !p.showing
	if p.showing {
		p.session.Solution = p.second.Second
		p.setStatus("solved", fmt.Sprintf("Second solution: %d parts differ from the first (shaded where the type can show them). Other solution again goes back.", p.second.Differ), false)
	} else {
		p.session.Solution = p.second.Scene
		line, detail := app.Words("solve", *p.second)
		p.setStatus("solved", line, false)
		p.setDetail(detail)
	}
	p.draw()
}
