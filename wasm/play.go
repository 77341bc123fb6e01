//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"github.com/puzzlesat/puzzlesat/puzzles/learn"
	"honnef.co/go/js/dom/v2"
)

// playState is play mode on the page: the person's entries (app.Play),
// the time they have played, and what a check, a hint or the solving
// path highlights.
type playState struct {
	pl       *app.Play
	since    time.Time // when this visit's playing started
	before   int64     // ms played on earlier visits
	solvedMs int64     // the time it was solved in; 0 while not
	marks    []app.Marks
	wrong    []app.Marks // the check's entries that differ from the solution
	path     *learn.Path
	at       int    // path steps shown
	mine     string // the person's entries while the path is on show
	asked    string // the entries a running request was about
	key      string // the localStorage key of the entries
	// The worker's answer to "won" (are the entries an answer?), about
	// the entries judged; wonAsk the entries it was last asked about.
	judged, wonAsk string
	hasJudged, won bool
}

// solved reports whether the entries are known to be an answer: the
// worker said so about these very entries.
func (ps *playState) solved() bool {
	return ps.hasJudged && ps.won && ps.judged == ps.pl.Save()
}

// playing reports whether the board takes answer entries.
func (p *page) playing() bool { return p.play != nil }

// togglePlay turns play mode on or off.
func (p *page) togglePlay() {
	if p.play != nil {
		p.stopPlay("Editing the puzzle again; your entries are kept for when you play it next.")
		return
	}
	pl, err := app.NewPlay(p.session.Inst)
	if err != nil {
		p.setStatus("idle", fmt.Sprintf("Play is not available for %s: %s", p.session.Type.Title(), sentence(err.Error())), true)
		return
	}
	p.play = &playState{pl: pl, since: time.Now(), key: p.playKey()}
	p.session.Solution, p.answer = nil, ""
	if saved := js.Global().Get("localStorage"); !saved.IsUndefined() && !saved.IsNull() {
		if v := saved.Call("getItem", p.play.key); !v.IsNull() {
			head, entries, _ := strings.Cut(v.String(), "\n")
			f := strings.Fields(head)
			if len(f) >= 2 {
				p.play.before, _ = strconv.ParseInt(f[0], 10, 64)
				p.play.solvedMs, _ = strconv.ParseInt(f[1], 10, 64)
			}
			pl.Restore(entries)
			if len(f) == 3 && f[2] == "won" { // saved as an answer: no need to ask again
				p.play.judged, p.play.hasJudged, p.play.won = pl.Save(), true, true
			}
		}
	}
	p.el("playmode").SetAttribute("aria-pressed", "true")
	p.el("playbar").Underlying().Set("hidden", false)
	p.el("help").SetTextContent(pl.Help())
	p.padKeys = "-"
	msg := pl.Intro()
	if pl.Entered() > 0 {
		msg = fmt.Sprintf("Play: your %d entries are back.", pl.Entered())
	}
	p.setStatus("playing", msg, false)
	p.playChanged(false)
}

// stopPlay leaves play mode, saying msg.
func (p *page) stopPlay(msg string) {
	if p.play == nil {
		return
	}
	p.leavePath()
	p.savePlay()
	p.play = nil
	p.el("playmode").SetAttribute("aria-pressed", "false")
	p.el("playbar").Underlying().Set("hidden", true)
	p.el("help").SetTextContent(p.session.Type.Help())
	p.padKeys = "-"
	if msg != "" {
		p.setStatus("idle", msg, false)
	}
	p.showBoard()
}

// playKey is the localStorage key of the current puzzle's entries.
func (p *page) playKey() string {
	h := fnv.New64a()
	h.Write([]byte(p.session.Type.Name() + "\n" + p.session.Inst.String()))
	return fmt.Sprintf("puzzlesat:play:%s:%x", p.session.Type.Name(), h.Sum64())
}

func (p *page) elapsed() int64 {
	return p.play.before + time.Since(p.play.since).Milliseconds()
}

// savePlay keeps the entries and the time in localStorage.
func (p *page) savePlay() {
	ls := js.Global().Get("localStorage")
	if p.play == nil || p.play.path != nil || ls.IsUndefined() || ls.IsNull() {
		return
	}
	defer func() { recover() }() // quota exceeded: keep going without
	head := fmt.Sprintf("%d %d", p.elapsed(), p.play.solvedMs)
	if p.play.solved() {
		head += " won"
	}
	ls.Call("setItem", p.play.key, head+"\n"+p.play.pl.Save())
}

// playChanged follows a change of the entries (changed) or of the
// selection: it saves them, drops the highlights, asks the worker whether
// the grid is finished (askWon) and redraws.
func (p *page) playChanged(changed bool) {
	ps := p.play
	if changed {
		ps.marks, ps.wrong = nil, nil
		p.disable("mistakes", true)
		if ps.solved() {
			p.showWon()
		} else if p.canvas.GetAttribute("data-status") != "playing" || !strings.HasPrefix(p.status.TextContent(), "Play") {
			p.setStatus("playing", fmt.Sprintf("Playing: %d entries.", ps.pl.Entered()), false)
		}
		p.savePlay()
	} else if ps.solved() && ps.solvedMs > 0 {
		p.showWon()
	}
	p.askWon()
	p.playButtons()
	p.fillPad()
	p.draw()
}

// showWon says the entries are an answer, timing the first time.
func (p *page) showWon() {
	ps := p.play
	if ps.solvedMs == 0 {
		ps.solvedMs = p.elapsed()
	}
	p.setStatus("won", fmt.Sprintf("Solved in %s: the %s rules all hold.", app.Clock(ps.solvedMs), p.session.Type.Title()), false)
}

// askWon asks the worker whether the entries are an answer (Play.Check:
// the page's module holds no solver), unless it has answered about these
// entries or is being asked; the answer shows Solved when the entries
// are still those. The worker answers between its jobs; one that loses
// the question (cancelled, restarted) is asked once more.
func (p *page) askWon() {
	ps := p.play
	entries := ps.pl.Save()
	if ps.path != nil || ps.hasJudged && ps.judged == entries || ps.wonAsk == entries {
		return
	}
	ps.wonAsk = entries
	at := p.elapsed()
	body, _ := json.Marshal(app.Request{Op: "won", Type: p.session.Type.Name(), Text: p.session.Inst.String(), Saved: entries})
	retried := false
	var answer js.Func
	answer = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			if !retried && p.play == ps && ps.pl.Save() == entries {
				retried = true // the worker restarted: ask it again, once
				js.Global().Get("puzzlesatWorker").Call("ask", string(body), answer)
				return nil
			}
			answer.Release()
			if ps.wonAsk == entries {
				ps.wonAsk = ""
			}
			return nil
		}
		answer.Release()
		if ps.wonAsk == entries {
			ps.wonAsk = ""
		}
		var resp app.Response
		if json.Unmarshal([]byte(args[0].String()), &resp) != nil || resp.Status != puzzles.Solved {
			return nil
		}
		ps.judged, ps.hasJudged, ps.won = entries, true, resp.Won
		if p.play != ps || ps.path != nil || ps.pl.Save() != entries || !resp.Won {
			return nil
		}
		if ps.solvedMs == 0 {
			ps.solvedMs = at // solved when the last entry went in
		}
		p.showWon()
		p.savePlay()
		return nil
	})
	js.Global().Get("puzzlesatWorker").Call("ask", string(body), answer)
}

// playButtons enables Undo, Redo and the path's steps.
func (p *page) playButtons() {
	ps := p.play
	inPath := ps.path != nil
	p.disable("undo", inPath || !ps.pl.CanUndo())
	p.disable("redo", inPath || !ps.pl.CanRedo())
	p.disable("path-back", !inPath || ps.at == 0)
	p.disable("path-next", !inPath || ps.at >= len(ps.path.Steps))
	label := "Solving path"
	if inPath {
		label = "Close path"
	}
	p.el("path").SetTextContent(label)
}

func (p *page) playUndo(redo bool) {
	if p.play.path != nil {
		return
	}
	ok := p.play.pl.Undo
	if redo {
		ok = p.play.pl.Redo
	}
	if ok() {
		p.playChanged(true)
		p.setStatus("playing", map[bool]string{false: "Undone.", true: "Redone."}[redo], false)
	}
}

// playRequest asks the worker a play question about the entries.
func (p *page) playRequest(op string) {
	if p.play.path != nil && op != "path" {
		p.leavePath()
	}
	p.play.asked = p.play.pl.Save()
	p.run(app.Request{Op: op, Entries: p.play.pl.Entries()})
}

// playFinished shows the answer to a play request.
func (p *page) playFinished(req app.Request, resp app.Response) {
	ps := p.play
	ms := strconv.Itoa(int(time.Since(p.started).Milliseconds()))
	p.canvas.SetAttribute("data-"+req.Op+"-ms", ms)
	if req.Op != "path" && ps.pl.Save() != ps.asked {
		p.setStatus("playing", "The entries changed while the solver worked; its answer, about the earlier entries, was dropped.", false)
		return
	}
	if resp.Status == "invalid" || resp.Status == "error" {
		p.setStatus(string(resp.Status), sentence(resp.Summary), true)
		return
	}
	switch req.Op {
	case "check":
		r := resp.Check
		ps.marks, ps.wrong = nil, nil
		if r != nil && !r.Completable {
			ps.marks = app.EntryMarks(r.Conflict)
		}
		if r != nil && len(r.Wrong) > 0 {
			ps.wrong = app.EntryMarks(r.Wrong)
		}
		p.disable("mistakes", ps.wrong == nil)
		state := "checked"
		if r != nil && !r.Completable {
			state = "faulty"
		}
		p.setStatus(state, resp.Summary, r != nil && !r.Completable)
		p.setDetail(resp.Figures + fmt.Sprintf(" (%s ms)", ms))
	case "step":
		ps.marks = app.StepMarks(resp.Step)
		p.setStatus("hinted", resp.Summary, false)
		p.setDetail("Shaded: the clues and entries that force it; outlined: the part it decides. (" + ms + " ms)")
	case "path":
		if resp.Path == nil || len(resp.Path.Steps) == 0 {
			p.setStatus("playing", "No steps: nothing follows from the clues.", false)
			return
		}
		ps.mine, ps.path, ps.at = ps.pl.Save(), resp.Path, 0
		p.setStatus("path", resp.Summary+" Next walks it step by step; Close path brings your entries back.", false)
		p.setDetail(fmt.Sprintf("Found in %s ms.", ms))
		p.showStep()
	}
	p.playButtons()
	p.draw()
}

// showStep shows the path's first ps.at steps, the last with its reason.
func (p *page) showStep() {
	ps := p.play
	var facts []string
	for _, s := range ps.path.Steps[:ps.at] {
		facts = append(facts, fmt.Sprintf("%d,%d,%s=%s", s.Fact.Part.R, s.Fact.Part.C, s.Fact.Part.Kind, s.Fact.Value))
	}
	ps.pl.Restore(strings.Join(facts, "\n"))
	ps.marks = nil
	if ps.at == 0 {
		p.setStatus("path", fmt.Sprintf("The givens: step 0 of %d. Next shows the first step.", len(ps.path.Steps)), false)
	} else {
		s := ps.path.Steps[ps.at-1]
		ps.marks = app.StepMarks(&s)
		p.setStatus("path", fmt.Sprintf("Step %d of %d. %s", ps.at, len(ps.path.Steps), s.Words), false)
	}
	p.canvas.SetAttribute("data-step", strconv.Itoa(ps.at))
	p.playButtons()
	p.draw()
}

func (p *page) pathMove(d int) {
	ps := p.play
	if ps == nil || ps.path == nil {
		return
	}
	ps.at = max(0, min(len(ps.path.Steps), ps.at+d))
	p.showStep()
}

// leavePath brings the person's entries back.
func (p *page) leavePath() {
	ps := p.play
	if ps == nil || ps.path == nil {
		return
	}
	ps.pl.Restore(ps.mine)
	ps.path, ps.marks = nil, nil
	p.canvas.SetAttribute("data-step", "")
	p.setStatus("playing", "Your entries are back.", false)
	p.playButtons()
	p.draw()
}

// wirePlay connects the play buttons.
func (p *page) wirePlay() {
	p.playHooks()
	p.on("playmode", "click", func(*dom.BasicEvent) { p.togglePlay() })
	p.on("check", "click", func(*dom.BasicEvent) { p.playRequest("check") })
	p.on("mistakes", "click", func(*dom.BasicEvent) {
		if p.play == nil || p.play.wrong == nil {
			return
		}
		p.play.marks = p.play.wrong
		p.setStatus("mistakes", fmt.Sprintf("Outlined: the %d entries that differ from the solution.", len(p.play.wrong[0].Parts)), true)
		p.draw()
	})
	p.on("path", "click", func(*dom.BasicEvent) {
		if p.play != nil && p.play.path != nil {
			p.leavePath()
			return
		}
		p.playRequest("path")
	})
	p.on("path-back", "click", func(*dom.BasicEvent) { p.pathMove(-1) })
	p.on("path-next", "click", func(*dom.BasicEvent) { p.pathMove(1) })
}

// pathKey walks the path by keyboard: arrows or Enter.
func (p *page) pathKey(key string) {
	switch key {
	case "ArrowRight", "ArrowDown", "Enter", " ":
		p.pathMove(1)
	case "ArrowLeft", "ArrowUp", "Backspace":
		p.pathMove(-1)
	case "Escape":
		p.leavePath()
	}
}
