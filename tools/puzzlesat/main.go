// Command puzzlesat solves logic puzzles from the command line.
//
//	puzzlesat types
//	puzzlesat solve [-type T] [-count N] [-json] [FILE|-]
//	puzzlesat format [-type T] [FILE|-]
//	puzzlesat draw [-type T] [-solve] [FILE|-] > puzzle.svg
//	puzzlesat generate TYPE [-size WxH] [-seed N] [-variant V] [-net]
//	puzzlesat deduce [-type T] [-json] [FILE|-]
//	puzzlesat explain [-type T] [-json] [FILE|-]
//	puzzlesat encode [-format dimacs|opb|smt2] [-type T] [FILE|-]
//	puzzlesat steps [-type T] [-json] [FILE|-]
//	puzzlesat rate [-type T] [-json] [FILE|-]
//	puzzlesat check [-type T] [-json] FILE ENTRIES
//
// Every command that reads a puzzle takes -rule for Numberlink's rules
// ("-rule fill,notouch"; the words given replace the input's own).
//
// Exit codes: 0 solved (or done), 1 no solution, 2 invalid input or usage,
// 3 internal error (a solver answer failed the rule check: a bug).
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes.
const (
	exitOK       = 0
	exitUnsat    = 1
	exitInvalid  = 2
	exitInternal = 3
)

const usage = `usage:
  puzzlesat types                                       list puzzle types
  puzzlesat solve [-type T] [-count N] [-json] [FILE|-] solve and count solutions
  puzzlesat format [-type T] [FILE|-]                   print the canonical text
  puzzlesat draw [-type T] [-solve] [FILE|-]            write an SVG picture
  puzzlesat generate TYPE [-size WxH] [-seed N] [-net]  make a new puzzle
  puzzlesat deduce [-type T] [-json] [FILE|-]           what every solution shares
  puzzlesat explain [-type T] [-json] [FILE|-]          why there is no solution
  puzzlesat encode [-format dimacs|opb|smt2] [-type T] [FILE|-]  export the encoding
  puzzlesat steps [-type T] [-json] [FILE|-]            the solving path, step by step with reasons
  puzzlesat rate [-type T] [-json] [FILE|-]             difficulty: easy, medium, hard or fiendish
  puzzlesat check [-type T] [-json] FILE ENTRIES        are the entries (answer JSON) correct so far?
Numberlink only: -rule fill|classic[,notouch|,touch] sets the rules (default: as the input says).
`

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitInvalid
	}
	cmds := map[string]func([]string, io.Reader, io.Writer, io.Writer) int{
		"types":    cmdTypes,
		"solve":    cmdSolve,
		"format":   cmdFormat,
		"draw":     cmdDraw,
		"generate": cmdGenerate,
		"deduce":   cmdDeduce,
		"explain":  cmdExplain,
		"encode":   cmdEncode,
		"steps":    cmdSteps,
		"rate":     cmdRate,
		"check":    cmdCheck,
	}
	cmd, ok := cmds[args[0]]
	if !ok {
		if args[0] == "-h" || args[0] == "-help" || args[0] == "help" {
			fmt.Fprint(stdout, usage)
			return exitOK
		}
		fmt.Fprintf(stderr, "puzzlesat: unknown command %q\n%s", args[0], usage)
		return exitInvalid
	}
	return cmd(args[1:], stdin, stdout, stderr)
}
