# What the install tests' scripts share. Each script runs with `cmake -P`; a FATAL_ERROR fails
# its test with the message.

# ttt_find_tool(<var> <program> <debian-package>)
# The path of a tool the check needs. A missing tool fails the test instead of skipping it, so
# that a machine without it cannot pass by checking nothing.
function(ttt_find_tool var program package)
    find_program(${var} ${program} NO_CACHE)
    if(NOT ${var})
        message(FATAL_ERROR "${program} is not installed: it comes with the Debian package "
            "${package} (apt-get install ${package})")
    endif()
    set(${var} ${${var}} PARENT_SCOPE)
endfunction()

# ttt_run(<output-var> <command> [<argument>...])
# Runs a command and gives its standard output; fails the test, with everything the command
# printed, when it exits with anything but 0.
function(ttt_run output_var)
    execute_process(COMMAND ${ARGN}
        RESULT_VARIABLE result
        OUTPUT_VARIABLE output
        ERROR_VARIABLE error)
    if(NOT result EQUAL 0)
        list(JOIN ARGN " " command)
        message(FATAL_ERROR "`${command}` failed (${result}):\n${output}${error}")
    endif()
    set(${output_var} "${output}" PARENT_SCOPE)
endfunction()

# ttt_read_file_list(<list-var> <file>)
# The lines of an expected list of installed files: blank lines and # comments left out, sorted.
function(ttt_read_file_list list_var file)
    file(STRINGS ${file} lines)
    list(FILTER lines EXCLUDE REGEX "^[ \t]*(#.*)?$")
    list(SORT lines)
    set(${list_var} ${lines} PARENT_SCOPE)
endfunction()

# ttt_compare_file_lists(<what> <expected-file> <actual-list-var>)
# Fails, naming each file missing and each one not expected, unless the two lists match.
function(ttt_compare_file_lists what expected_file actual_var)
    ttt_read_file_list(expected ${expected_file})
    set(actual ${${actual_var}})
    list(SORT actual)
    if(expected STREQUAL actual)
        return()
    endif()
    set(missing ${expected})
    list(REMOVE_ITEM missing ${actual})
    set(unexpected ${actual})
    list(REMOVE_ITEM unexpected ${expected})
    list(JOIN missing "\n  " missing)
    list(JOIN unexpected "\n  " unexpected)
    message(FATAL_ERROR "${what} does not hold what ${expected_file} lists.\n"
        "Missing:\n  ${missing}\nNot expected:\n  ${unexpected}\n"
        "(Update the list when an installed file is added, renamed or removed on purpose.)")
endfunction()
