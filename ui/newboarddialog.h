// File › New Board…: a board size and k, from the presets of the common games or set by hand.
#pragma once

#include "ttt/geometry.h"

#include <QDialog>

#include <vector>

class QButtonGroup;
class QLabel;
class QSpinBox;

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    // The presets the dialog and the toolbar offer: tic-tac-toe, 4×4 with four in a row, 5×5
    // with four, and 6×6, 7×7 and 8×8 with five.
    static const std::vector<ttt::Geometry>& presets();

    // Starts on `current`.
    explicit NewBoardDialog(const ttt::Geometry& current, QWidget* parent = nullptr);

    ttt::Geometry geometry() const;
    void setGeometry(const ttt::Geometry& geometry);

private:
    void presetChosen(int index);
    void sizeEdited();

    QButtonGroup* m_presets;
    QSpinBox* m_columns;
    QSpinBox* m_rows;
    QSpinBox* m_k;
    QLabel* m_note;
    bool m_updating = false;
};
