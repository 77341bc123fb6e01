package switches

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Answer is a set of switches to press.
type Answer struct {
	Flip    []string `json:"flip"`    // the switches to press, in input order
	Presses int      `json:"presses"` // len(Flip)
	// Minimal is true when no solution has fewer presses (proven by an
	// exhaustive search, or by gophersat's Minimize on the CNF route).
	Minimal bool `json:"minimal"`
	// Solutions is the exact number of solutions, 2^k (omitted when not
	// known: on the CNF route).
	Solutions json.Number `json:"solutions,omitempty"`
	// Unknown lists the switches a partial answer leaves open (see
	// DecodePartial); a full answer has none.
	Unknown []string `json:"unknown,omitempty"`
	// Fewest is the fewest presses of any solution, when proven (nil when
	// the search was cut short).
	Fewest *int `json:"fewest,omitempty"`
	// Grid is a picture of the switches laid out as bulbs, X on those to
	// press ('?' on those left open); none when the layout is too large.
	Grid []string `json:"grid,omitempty"`
}

var _ puzzles.Answer = (*Answer)(nil)

// newAnswer builds an answer pressing the switches in press (and leaving
// those in unknown open, when not nil).
func newAnswer(p *Puzzle, press, unknown []bool) *Answer {
	a := &Answer{Flip: []string{}}
	for i, name := range p.Names {
		switch {
		case unknown != nil && unknown[i]:
			a.Unknown = append(a.Unknown, name)
		case press[i]:
			a.Flip = append(a.Flip, name)
		}
	}
	a.Presses = len(a.Flip)
	a.Grid = p.layout().picture(func(i int) byte {
		switch {
		case unknown != nil && unknown[i]:
			return '?'
		case press[i]:
			return 'X'
		}
		return '.'
	})
	return a
}

// Text implements puzzles.Answer: the switches to press, how the count
// compares with the fewest, the number of solutions, and on grids a
// picture with X on the switches to press.
func (a *Answer) Text() string {
	var b strings.Builder
	if len(a.Flip) == 0 && len(a.Unknown) == 0 {
		b.WriteString("press: nothing (the lights are already right)\n")
	} else {
		b.WriteString("press: " + strings.Join(a.Flip, " ") + "\n")
	}
	if len(a.Unknown) > 0 {
		b.WriteString("open: " + strings.Join(a.Unknown, " ") + "\n")
	}
	b.WriteString(a.summary() + "\n")
	if a.Grid != nil {
		b.WriteString(puzzles.Lines(a.Grid))
	}
	return b.String()
}

func (a *Answer) summary() string {
	s := puzzles.Counted(a.Presses, "press", "presses")
	switch {
	case len(a.Unknown) > 0:
		s += " known in every solution"
	case a.Minimal:
		s += ", the fewest possible"
	case a.Fewest != nil:
		s += fmt.Sprintf("; the fewest is %d", *a.Fewest)
	default:
		s += "; the fewest was not proven (too many solutions to search)"
	}
	switch a.Solutions {
	case "":
	case "1":
		s += "; the only solution"
	default:
		s += "; " + string(a.Solutions) + " solutions in all"
	}
	return s
}

// Check implements puzzles.Instance: it presses the answer's switches from
// the lit state and compares every bulb that counts with the goal. It does
// not re-prove Minimal (the tests do that against brute force).
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "switches")
	if err != nil {
		return err
	}
	if len(a.Unknown) > 0 {
		return fmt.Errorf("a partial answer leaves %d switches open", len(a.Unknown))
	}
	if a.Presses != len(a.Flip) {
		return fmt.Errorf("presses is %d for %d switches", a.Presses, len(a.Flip))
	}
	index := make(map[string]int, p.N())
	for i, name := range p.Names {
		index[name] = i
	}
	state := append([]bool(nil), p.Lit...)
	last := -1
	for _, name := range a.Flip {
		i, ok := index[name]
		switch {
		case !ok:
			return fmt.Errorf("no switch named %q", name)
		case i <= last:
			return fmt.Errorf("switch %s is out of input order or repeated", name)
		}
		last = i
		for _, j := range p.Toggles[i] {
			state[j] = !state[j]
		}
	}
	for j, on := range state {
		if !p.Free[j] && on != p.Target[j] {
			return fmt.Errorf("bulb %s ends %s; it must end %s", p.Names[j], onOff(on), onOff(p.Target[j]))
		}
	}
	return nil
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
