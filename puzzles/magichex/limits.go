package magichex

// CountLimit is how many solutions the CLI and the app count by default:
// enough for every arrangement of the empty Hex38 (12) and its symmetric
// variants, so that the count up to symmetry is exact.
func (p *Puzzle) CountLimit() int { return 100 }
