package cellgrid

import "fmt"

// Square fills own with the rule of a square board (Star Battle's): New
// refuses another size, and so does a puzzle read, before own's Check.
// title names the type in errors.
func Square[P Instance](title string, own *Own[P]) *Own[P] {
	check := own.Check
	own.Size = func(rows, cols int) (int, int, error) { return rows, cols, SquareSize(title, rows, cols) }
	own.Check = func(p P) error {
		if err := SquareSize(title, p.grid().Size().Rows, p.grid().Size().Cols); err != nil || check == nil {
			return err
		}
		return check(p)
	}
	return own
}

// SquareSize refuses a board of rows x cols that is not square: "a Star
// Battle board is square, not 7x6".
func SquareSize(title string, rows, cols int) error {
	if rows != cols {
		return fmt.Errorf("a %s board is square, not %dx%d", title, cols, rows)
	}
	return nil
}
