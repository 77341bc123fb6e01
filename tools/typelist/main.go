// Command typelist writes web/types.js: every puzzle type's name and title,
// for app.js to pick the page's module (one per type) before any Go runs,
// and for the page's type menu.
//
//	go run ./tools/typelist >web/types.js
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

func main() {
	fmt.Print(script())
}

// script is types.js.
func script() string {
	var list [][2]string
	for _, t := range all.Types() {
		list = append(list, [2]string{t.Name(), t.Title()})
	}
	b, err := json.Marshal(list)
	if err != nil {
		fmt.Fprintln(os.Stderr, "typelist:", err)
		os.Exit(1)
	}
	return "// Made by tools/typelist: every puzzle type's name and title.\nself.puzzlesatTypes = " + string(b) + ";\n"
}
