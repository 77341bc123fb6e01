package switches

import "fmt"

// Locate implements puzzles.Locator: the answer's picture sets each bulb's
// mark (X to press, . to leave) where Draw places it, which for a graph
// is no board row or column, so a hint names the switch.
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	at := point{float64(col) + 0.5, float64(row) + 0.5}
	for i, q := range p.layout().at {
		if q != at {
			continue
		}
		switch text {
		case "X":
			return fmt.Sprintf("Press switch %s", p.Names[i]), true
		case ".":
			return fmt.Sprintf("Do not press switch %s", p.Names[i]), true
		}
	}
	return "", false
}
