package app

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// Stroke is one step of entering a puzzle with the keyboard alone, as the
// page offers it: Key is typed on the board (a KeyboardEvent.key value:
// an arrow, a character, "Delete", " "); Pad names a pad button, reached
// with Tab and pressed with Enter, after which the focus is back on the
// board.
type Stroke struct {
	Key string `json:"key,omitempty"`
	Pad string `json:"pad,omitempty"`
}

// typed reports whether a pad key is also a key of the keyboard.
func typed(key string) bool {
	switch key {
	case "Delete", "Backspace", " ", "Enter":
		return true
	}
	return len([]rune(key)) == 1
}

// KeyScript finds the strokes that enter want on a blank board of its
// size (New with Size's fields): the board's focus selects First, arrows
// move the selection, and at each target reached the shortest run of pad
// keys (up to three) that brings the puzzle's canonical text closer to
// want's is pressed, pass after pass until nothing gets closer. It
// returns the strokes and the puzzle they enter, which equals want when
// want can be entered by keyboard. It is a test aid: the browser tests
// replay its strokes, and its tests hold every type's first example to it.
func KeyScript(want puzzles.Instance) ([]Stroke, puzzles.Instance, error) {
	t, err := all.Lookup(want.TypeName())
	if err != nil {
		return nil, nil, err
	}
	size := Size(want)
	rows, cols := size[0].Value, size[0].Value
	if len(size) > 1 {
		cols = size[1].Value
	}
	inst, err := t.New(rows, cols)
	if err != nil {
		return nil, nil, err
	}
	sel, ok := First(inst)
	if !ok {
		return nil, inst, fmt.Errorf("%s: nothing on a blank board can be selected", t.Name())
	}
	goal := want.String()
	var strokes []Stroke
	// press moves the selection to t and presses keys there.
	press := func(t puzzles.Target, keys []puzzles.Key) {
		for _, k := range walk(inst, sel, t) {
			strokes = append(strokes, Stroke{Key: k})
		}
		sel = t
		for _, k := range keys {
			if typed(k.Key) {
				strokes = append(strokes, Stroke{Key: k.Key})
			} else {
				strokes = append(strokes, Stroke{Pad: k.Label})
			}
			inst, _ = inst.Edit(sel, k.Key)
		}
	}
	// The cells first, one after the other; then whatever else is left
	// (clue strips, sides, the set), best step first, so that a clue
	// domino is placed where it belongs rather than on the first side.
	for _, t := range reachable(inst, sel) {
		if t.Kind == "" {
			press(t, closer(inst, t, goal, true))
		}
	}
	for range 1000 {
		if inst.String() == goal {
			break
		}
		best, bestKeys, bestDist := sel, []puzzles.Key(nil), distance(inst.String(), goal)
		for _, t := range reachable(inst, sel) {
			if keys := closer(inst, t, goal, false); keys != nil {
				out := inst
				for _, k := range keys {
					out, _ = out.Edit(t, k.Key)
				}
				if d := distance(out.String(), goal); d < bestDist {
					best, bestKeys, bestDist = t, keys, d
				}
			}
		}
		if bestKeys == nil {
			break
		}
		press(best, bestKeys)
	}
	return strokes, inst, nil
}

// Typeable is want as the editor writes it, when it holds what no key
// types (puzzles.Typeable: a Dominoes note, Switches bulbs listed without
// their grid); otherwise want itself.
func Typeable(want puzzles.Instance) puzzles.Instance {
	if t, ok := want.(puzzles.Typeable); ok {
		return t.Typeable()
	}
	return want
}

// moves are the keys that move the selection ("Shift+" and an arrow: see
// Step).
var moves = []string{"ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp",
	"Shift+ArrowRight", "Shift+ArrowDown", "Shift+ArrowLeft", "Shift+ArrowUp"}

func move(inst puzzles.Instance, t puzzles.Target, key string) puzzles.Target {
	arrow, shift := strings.CutPrefix(key, "Shift+")
	return Step(inst, t, arrow, shift)
}

// reachable lists every target the moves reach from start, start first.
func reachable(inst puzzles.Instance, start puzzles.Target) []puzzles.Target {
	seen := map[puzzles.Target]bool{start: true}
	order := []puzzles.Target{start}
	for i := 0; i < len(order); i++ {
		for _, k := range moves {
			if next := move(inst, order[i], k); !seen[next] {
				seen[next] = true
				order = append(order, next)
			}
		}
	}
	return order
}

// walk is the shortest run of moves from a to b.
func walk(inst puzzles.Instance, a, b puzzles.Target) []string {
	type step struct {
		from puzzles.Target
		key  string
	}
	prev := map[puzzles.Target]step{a: {}}
	queue := []puzzles.Target{a}
	for len(queue) > 0 && queue[0] != b {
		at := queue[0]
		queue = queue[1:]
		for _, k := range moves {
			next := move(inst, at, k)
			if _, ok := prev[next]; !ok {
				prev[next] = step{at, k}
				queue = append(queue, next)
			}
		}
	}
	var path []string
	for at := b; at != a; at = prev[at].from {
		path = append([]string{prev[at].key}, path...)
	}
	return path
}

// closer is the shortest run of pad keys (up to three) that, pressed at
// sel, brings inst's text closest to goal, or none when no run does;
// with sameLines, a run that adds or drops a line of the text (a clue
// domino while the cells are typed) is not taken.
func closer(inst puzzles.Instance, sel puzzles.Target, goal string, sameLines bool) []puzzles.Key {
	base := distance(inst.String(), goal)
	lines := strings.Count(inst.String(), "\n")
	type state struct {
		inst puzzles.Instance
		keys []puzzles.Key
	}
	layer := []state{{inst: inst}}
	for depth := 1; depth <= 3; depth++ {
		var next []state
		best, bestDist := []puzzles.Key(nil), base
		for _, s := range layer {
			for _, k := range s.inst.Keys() {
				out, err := s.inst.Edit(sel, k.Key)
				if err != nil || out == s.inst || sameLines && strings.Count(out.String(), "\n") != lines {
					continue // refused, ignored, or (while typing cells) a line added elsewhere
				}
				keys := append(append([]puzzles.Key(nil), s.keys...), k)
				d := distance(out.String(), goal)
				if d < bestDist {
					best, bestDist = keys, d
				}
				if d <= base { // a run that goes further away is not followed
					next = append(next, state{out, keys})
				}
			}
		}
		if best != nil {
			return best
		}
		layer = next
	}
	return nil
}

// distance counts how far apart two canonical texts are: a line more or
// less counts 100, then line by line,
// word by word (a line without spaces is one word), the characters that
// differ plus the difference in length (a row of cells written as one
// word, a number typed digit by digit).
func distance(a, b string) int {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	d := 100 * max(len(la)-len(lb), len(lb)-len(la)) // a line more or less shifts the rest
	for i := range max(len(la), len(lb)) {
		var wa, wb []string
		if i < len(la) {
			wa = strings.Fields(la[i])
		}
		if i < len(lb) {
			wb = strings.Fields(lb[i])
		}
		for j := range max(len(wa), len(wb)) {
			switch {
			case j >= len(wa) || j >= len(wb):
				d++
			default:
				ra, rb := []rune(wa[j]), []rune(wb[j])
				d += max(len(ra)-len(rb), len(rb)-len(ra))
				for k := range min(len(ra), len(rb)) {
					if ra[k] != rb[k] {
						d++
					}
				}
			}
		}
	}
	return d
}
