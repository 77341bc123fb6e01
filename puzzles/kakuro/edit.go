package kakuro

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Keys implements puzzles.Editable: the digits, Across, Clue and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return puzzles.DigitKeys(puzzles.Key{Label: "Across", Key: `\`}, puzzles.Key{Label: "Clue", Key: "#"}, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// Edit implements puzzles.Editable on a cell: digits type the down sum
// of a clue cell (a white cell becomes one), to 45 (1 then 6 is 16;
// 4 then 6 a fresh 6), and after Across (a backslash) its across sum, as the
// text writes them (1, 6, Across, 7 is 16\7; Across again goes back to the down
// sum); Backspace takes the last digit of the sum being typed away (from
// a clue cell without sums, leaves a white cell); Clue ('#') makes a
// clue cell without sums; Delete ('.') a white cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	v := p.At(pos)
	down, across := sums(max(v, 0))
	acrossNow := v >= typingAcross
	sum := &down
	if acrossNow {
		sum = &across
	}
	switch {
	case key == "Delete" || key == ".":
		v = White
	case key == "#":
		v = 0
	case key == "Backspace" && *sum == 0 && !acrossNow:
		v = White
	case key == `\` || key == "Backspace" || len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		switch {
		case key == `\`:
			acrossNow = !acrossNow
		case key == "Backspace" && *sum == 0:
			acrossNow = false
		case key == "Backspace":
			*sum /= 10
		default:
			*sum, _ = puzzles.TypeDigit(*sum, int(key[0]-'0'), MaxSum)
		}
		v = Clue(down, across)
		if acrossNow {
			v += typingAcross
		}
	default:
		return p, nil
	}
	b, changed := p.Set(t, v)
	if !changed {
		return p, nil
	}
	return spec.Wrap(b.Cells), nil
}

// Clues implements puzzles.Instance: the clue cells with a sum.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(v int) string {
		if v > 0 {
			return token(v)
		}
		return ""
	})
}

// Without implements puzzles.Instance: the clue cells of the clues
// dropped keep no sum.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return spec.Wrap(p.Dropped(p.Clues(), drop, 0).Cells)
}
