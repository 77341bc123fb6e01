package hashi

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Keys implements puzzles.Editable: the numbers an island may have under the
// current bridge limit, '?', Delete, then the two rules.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for n := 1; n <= 4*p.Max; n++ {
		keys = append(keys, puzzles.Key{Label: strconv.Itoa(n), Key: strconv.Itoa(n)})
	}
	loops := "Loops: allowed"
	if !p.Loops {
		loops = "Loops: forbidden"
	}
	return append(keys,
		puzzles.Key{Label: "?", Key: "?"},
		puzzles.Key{Label: "Delete", Key: "Delete"},
		puzzles.Key{Label: "Max bridges: " + strconv.Itoa(p.Max), Key: "max"},
		puzzles.Key{Label: loops, Key: "loops"},
	)
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell, then press a number for an island (A–G type 10–16), ? for an island of unknown number, Delete for water. " +
		"Max bridges cycles the most bridges per pair (1–4); Loops toggles whether the bridges may form a loop."
}

// Edit implements puzzles.Editable: on a cell, a number ("1" to "16", or
// a letter A–G for 10–16) makes an island, '?' an island of unknown
// number, Delete, Backspace or '.' water; anywhere, "max" (or m) cycles
// the bridge limit 1 to 4 and "loops" (or l) toggles the loop rule.
// Edits that would break the rules' limits are refused with the reason.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	q := *p
	switch key {
	case "max", "m", "M":
		q.Max = q.Max%MaxBridges + 1
	case "loops", "l", "L":
		q.Loops = !q.Loops
	default:
		v, ok := keyValue(key)
		b, changed := p.Set(t, v)
		if !ok || !changed {
			return p, nil
		}
		q.Board = b
	}
	if err := q.validate(); err != nil {
		return p, err
	}
	return &q, nil
}

// keyValue reads the cell value a key sets.
func keyValue(key string) (int, bool) {
	switch key {
	case "Delete", "Backspace", ".", " ":
		return Water, true
	case "?":
		return Unknown, true
	}
	if n, err := strconv.Atoi(key); err == nil && n >= 1 && n <= maxNumber {
		return n, true
	}
	if len(key) == 1 {
		if v := cellValue(rune(key[0])); v >= 10 {
			return v, true
		}
	}
	return 0, false
}
