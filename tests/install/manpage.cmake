# A manual page is clean and complete: `mandoc -T lint` has nothing to say about it (errors,
# warnings and style alike), every option and command that `PROGRAM --help` lists has an entry
# of its own (a .TP tag) in the page, and every option the page has an entry for is one that
# --help lists (a removed option must leave the page too).
# cmake -DPAGE=<file.1> -DPROGRAM=<executable> -P manpage.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/support.cmake)
ttt_find_tool(mandoc mandoc mandoc)

execute_process(COMMAND ${mandoc} -T lint ${PAGE}
    RESULT_VARIABLE result OUTPUT_VARIABLE remarks ERROR_VARIABLE remarks)
if(NOT result EQUAL 0 OR NOT remarks STREQUAL "")
    message(FATAL_ERROR "mandoc -T lint ${PAGE} (${result}):\n${remarks}")
endif()

# What --help lists: the options (the column before the descriptions: "-h, --help",
# "--first <x|o>") and the commands (under "Commands:", such as "analyze BOARD"; "(none)" is
# batch input, which the page describes under "(no command)").
ttt_run(help ${PROGRAM} --help)
string(REPLACE ";" "," help "${help}")
string(REPLACE "\n" ";" help_lines "${help}")
set(options)
set(commands)
set(section)
foreach(line IN LISTS help_lines)
    if(line MATCHES "^([A-Z][A-Za-z ]*):")
        set(section ${CMAKE_MATCH_1})
    elseif(section STREQUAL "Options" AND line MATCHES "^  +(-[^ ]*( [^ ]+)*)(  |$)")
        string(REGEX MATCHALL "--?[A-Za-z?][A-Za-z0-9-]*" names "${CMAKE_MATCH_1}")
        list(APPEND options ${names})
    elseif(section STREQUAL "Commands" AND line MATCHES "^  ([a-z][a-z-]*)( |$)")
        list(APPEND commands ${CMAKE_MATCH_1})
    endif()
endforeach()
if(NOT options)
    message(FATAL_ERROR "found no options in `${PROGRAM} --help`:\n${help}")
endif()

# What the page has entries for: the words of each .TP tag, with the escapes and font changes
# of man(7) taken out (".BR \-h \", \" \-\-help" → -h --help).
file(STRINGS ${PAGE} page_lines)
set(tags)
set(tag_line_next FALSE)
foreach(line IN LISTS page_lines)
    if(tag_line_next)
        string(REGEX REPLACE "^\\.[A-Z]+ " "" line "${line}")
        string(REGEX REPLACE "\\\\f[BIRP]" "" line "${line}")
        string(REPLACE "\\-" "-" line "${line}")
        string(REGEX REPLACE "\\\\[%&]" "" line "${line}")
        string(REGEX REPLACE "[\",]" " " line "${line}")
        string(REGEX MATCHALL "[^ \t]+" words "${line}")
        list(APPEND tags ${words})
    endif()
    if(line MATCHES "^\\.T[PQ]")
        set(tag_line_next TRUE)
    else()
        set(tag_line_next FALSE)
    endif()
endforeach()

set(undocumented)
foreach(name IN LISTS options commands)
    if(NOT name IN_LIST tags)
        list(APPEND undocumented ${name})
    endif()
endforeach()
if(undocumented)
    message(FATAL_ERROR "${PAGE} has no entry (.TP) for ${undocumented}, which "
        "`${PROGRAM} --help` lists")
endif()

# Options the page documents that --help does not list. Qt takes a one-letter option with two
# dashes too, so the page may give -k as "-k, --k".
set(stale)
foreach(tag IN LISTS tags)
    if(tag MATCHES "^--?[A-Za-z]")
        set(name ${tag})
        if(tag MATCHES "^--(.)$")
            set(name -${CMAKE_MATCH_1})
        endif()
        if(NOT name IN_LIST options)
            list(APPEND stale ${tag})
        endif()
    endif()
endforeach()
if(stale)
    message(FATAL_ERROR "${PAGE} has entries for ${stale}, which `${PROGRAM} --help` does not "
        "list")
endif()
