# Runs a scenario file of a ruleset that is not implemented yet and checks the contract:
# exit status 2 and the message "ruleset not supported yet".
execute_process(COMMAND ${RUNNER} ${SUBCOMMAND} ${FILE} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2)
    message(FATAL_ERROR "expected exit status 2, got ${status}: ${out}${err}")
endif()
string(FIND "${out}${err}" "ruleset not supported yet" found)
if(found EQUAL -1)
    message(FATAL_ERROR "expected 'ruleset not supported yet' in: ${out}${err}")
endif()
