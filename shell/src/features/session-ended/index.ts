// Importing the slice connects its model to the session (the shell's start imports it once).
import './model';
