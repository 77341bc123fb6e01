package puzzles

// Side is the board side the options ask for, for types whose boards are
// set by one number (o.Rows; o.Cols is ignored): def when Rows is 0.
func (o GenerateOptions) Side(def int) int {
	if o.Rows == 0 {
		return def
	}
	return o.Rows
}
