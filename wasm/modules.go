//go:build js && wasm

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
)

// The page's module holds one puzzle type (make web builds one per type,
// and app.js picks it from the link or the type last used). A puzzle of
// another type opens in that type's module: the page puts it in the
// address bar and reloads, carrying its undo and redo stacks and the
// status line over in sessionStorage, so that Undo comes back across the
// switch.

// carry is what a page hands to the next one.
type carry struct {
	To     string   `json:"to"` // the address's hash the next page opens
	Undo   []string `json:"undo"`
	Redo   []string `json:"redo"`
	Status string   `json:"status"`
}

const carryKey = "puzzlesat:carry"

// typeList is every type's name and title, all.Types or, in a one-type
// module, the list app.js has (types.js, made by make web).
func typeList() [][2]string {
	var out [][2]string
	if list := js.Global().Get("puzzlesatTypes"); list.Truthy() {
		for i := range list.Length() {
			out = append(out, [2]string{list.Index(i).Index(0).String(), list.Index(i).Index(1).String()})
		}
		return out
	}
	for _, t := range all.Types() {
		out = append(out, [2]string{t.Name(), t.Title()})
	}
	return out
}

// titleOf is a type's title.
func titleOf(name string) string {
	for _, t := range typeList() {
		if t[0] == name {
			return t[1]
		}
	}
	return name
}

// here reports whether this module holds the named type.
func here(name string) bool {
	_, err := all.Lookup(name)
	return err == nil
}

// goAway opens a puzzle of another type (hash, "#TYPE" for its last
// puzzle) in that type's module. undo and redo are the stacks the next
// page resumes, push says whether the puzzle is a new history entry.
func (p *page) goAway(hash string, undo, redo []string, status string, push bool) {
	p.remember()
	b, _ := json.Marshal(carry{To: hash, Undo: undo, Redo: redo, Status: status})
	session := js.Global().Get("sessionStorage")
	defer func() {
		recover() // storage refused: the next page opens without the stacks
		if push {
			js.Global().Get("history").Call("pushState", nil, "", hash)
		} else {
			js.Global().Get("history").Call("replaceState", nil, "", hash)
		}
		js.Global().Get("location").Call("reload")
	}()
	session.Call("setItem", carryKey, string(b))
}

// leave opens inst, a puzzle of another type, as a load: one Undo brings
// the current puzzle back.
func (p *page) leave(hash, status string) {
	undo, _ := p.session.History()
	p.goAway(hash, append(undo, app.Hash(p.session.Inst)), nil, status, true)
}

// undoAway follows an Undo or Redo (status says which) that reached a
// puzzle of another type.
func (p *page) undoAway(status string) bool {
	away, ok := p.session.Inst.(*app.Away)
	if !ok {
		return false
	}
	undo, redo := p.session.History()
	p.goAway(app.Hash(away), undo, redo, status, false)
	return true
}

// resume takes the stacks and status a previous page left for this one,
// once: it returns the status ("" for none).
func (p *page) resume() string {
	session := js.Global().Get("sessionStorage")
	var c carry
	func() {
		defer func() { recover() }()
		if v := session.Call("getItem", carryKey); v.Truthy() {
			session.Call("removeItem", carryKey)
			json.Unmarshal([]byte(v.String()), &c)
		}
	}()
	if c.To == "" || c.To != js.Global().Get("location").Get("hash").String() {
		return ""
	}
	p.session.Resume(c.Undo, c.Redo)
	return c.Status
}

// bareType is the type a hash "#TYPE" names, opening its last puzzle.
func bareType(hash string) (string, bool) {
	name := strings.TrimPrefix(hash, "#")
	return name, name != "" && !strings.Contains(name, "/") && here(name)
}

// imported opens the worker's reading of an imported text.
func (p *page) imported(resp app.Response) {
	msg := "Imported a " + titleOf(resp.ImportType) + " puzzle. Undo brings the previous one back."
	if !here(resp.ImportType) {
		p.closeMenus()
		p.leave(app.Hash(&app.Away{Name: resp.ImportType, Text: resp.Export}), msg)
		return
	}
	inst, err := all.ParseAs(resp.ImportType, resp.Export)
	if err == nil {
		err = p.session.Load(inst)
	}
	if err != nil {
		p.importFailed(err.Error(), nil)
		return
	}
	p.el("import-error").SetTextContent("")
	p.closeMenus()
	p.opened(msg)
	p.focusBoard()
}

// importFailed says why a text was not imported, offering the candidate
// types when several could read it.
func (p *page) importFailed(msg string, candidates []string) {
	p.el("import-error").SetTextContent("Not imported: " + msg) // text, never HTML
	p.setStatus("error", "Not imported; the puzzle is unchanged.", true)
	p.offerChoice(candidates)
}
