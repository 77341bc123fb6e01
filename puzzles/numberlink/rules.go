package numberlink

import (
	"fmt"
	"strings"
	"unicode"
)

// Rules are the choices a puzzle's header or the -rule flag of the CLI can
// make: fill or classic, and notouch or touch. A field left nil is not
// chosen, so that the puzzle keeps its own.
type Rules struct {
	Rule    *Rule
	NoTouch *bool
}

// ParseRules reads words separated by commas or spaces: "fill", "classic",
// "notouch" (a line never runs beside itself) and "touch" (it may).
func ParseRules(spec string) (Rules, error) {
	var r Rules
	words := strings.FieldsFunc(strings.ToLower(spec), func(c rune) bool { return c == ',' || unicode.IsSpace(c) })
	for _, w := range words {
		if err := r.set(w); err != nil {
			return Rules{}, err
		}
	}
	if len(words) == 0 {
		return Rules{}, fmt.Errorf("no rule given: expected fill or classic, and notouch or touch")
	}
	return r, nil
}

// set records one word.
func (r *Rules) set(word string) error {
	rule, on := Fill, true
	switch word {
	case "fill":
		r.Rule = &rule
	case "classic":
		rule = Classic
		r.Rule = &rule
	case "notouch", "no-touch":
		r.NoTouch = &on
	case "touch":
		on = false
		r.NoTouch = &on
	default:
		return fmt.Errorf("unknown rule %q: expected fill or classic, and notouch or touch", word)
	}
	return nil
}

// With returns a copy of p under the rules r chooses.
func (p *Puzzle) With(r Rules) *Puzzle {
	q := p.clone()
	if r.Rule != nil {
		q.Rule = *r.Rule
	}
	if r.NoTouch != nil {
		q.NoTouch = *r.NoTouch
	}
	return q
}

// flowFreeLevel reports whether a character grid without a header looks
// like a Flow Free level (mzucker's ASCII levels): '.' for the empty
// cells and letters for the colours. Such levels are read under the fill
// and notouch rules.
func flowFreeLevel(lines []string, p *Puzzle) bool {
	labels, _ := p.Labels()
	if len(labels) == 0 || strings.Contains(strings.Join(lines, ""), " ") {
		return false
	}
	for _, l := range labels {
		if r := []rune(l); len(r) != 1 || !unicode.IsLetter(r[0]) {
			return false
		}
	}
	return true
}
