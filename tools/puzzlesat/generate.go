package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// cmdGenerate: puzzlesat generate TYPE [-size WxH] [-seed N] [-variant V] [-net] [-offers]
func cmdGenerate(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "puzzlesat: generate needs a type: puzzlesat generate TYPE [-size WxH] [-seed N]")
		return exitInvalid
	}
	typ, err := all.Lookup(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInvalid
	}
	gen, ok := typ.(puzzles.Generator)
	if !ok {
		fmt.Fprintf(stderr, "puzzlesat: %s has no generator\n", typ.Name())
		return exitInvalid
	}
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", "", "board size `WxH` (columns x rows); the type's default when empty")
	seed := fs.Int64("seed", 1, "random seed: the same seed gives the same puzzle")
	variant := fs.String("variant", "", "type-specific variant")
	net := fs.Bool("net", false, "pipes: a Net puzzle (one connected network, unique solution); same as -variant net")
	offers := fs.Bool("offers", false, "list the sizes (and variants) at which every seed makes a puzzle with one solution, one a line")
	if err := fs.Parse(args[1:]); err != nil {
		return exitInvalid
	}
	if *offers {
		for _, o := range puzzles.OffersOf(gen) {
			fmt.Fprintln(stdout, puzzles.OfferText([]puzzles.GenerateOptions{o}))
		}
		return exitOK
	}
	o := puzzles.GenerateOptions{Seed: *seed, Variant: *variant}
	if *net {
		o.Variant = "net"
	}
	if *size != "" {
		if _, err := fmt.Sscanf(*size, "%dx%d", &o.Cols, &o.Rows); err != nil || o.Cols < 1 || o.Rows < 1 {
			fmt.Fprintf(stderr, "puzzlesat: -size %q is not WxH (for example 10x10)\n", *size)
			return exitInvalid
		}
	}
	inst, err := gen.Generate(o)
	if err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v%s\n", err, offered(gen))
		return exitInvalid
	}
	fmt.Fprint(stdout, inst.String())
	return exitOK
}

// offered is the end of a generator's error that names its offer: " (it
// offers 5x5, 7x7, 10x10)", or "" when it names none.
func offered(gen puzzles.Generator) string {
	if o := puzzles.OffersOf(gen); len(o) > 0 {
		return " (it offers " + puzzles.OfferText(o) + ")"
	}
	return ""
}
