package shakashaka_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/shakashaka"
)

// Solve pzprjs's test URL and print the triangles.
func Example() {
	puzzlestest.PrintParsedForms(shakashaka.Parse("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"))
	// Output:
	// #shakashaka
	// 2...1.
	// ...3..
	// ..4...
	// 3.....
	// ......
	// ...1..
	// unique: true
	// #◤◥.#.
	// ◤.◢#◤◥
	// ◣◢#◤.◢
	// #◤◥◣◢.
	// ◤.◢.◤◥
	// ◣◢.#◣◢
	// {"grid":["#◤◥.#.","◤.◢#◤◥","◣◢#◤.◢","#◤◥◣◢.","◤.◢.◤◥","◣◢.#◣◢"]}
	// https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb
}
